/// The live canvas in Firefox: a Python 3 script (standard library only) that starts headless
/// Firefox with a fresh profile and drives it over WebDriver BiDi, through a minimal RFC 6455
/// WebSocket client of its own (neither Foundation on Debian nor Python's standard library has
/// one). Real pointer clicks and key presses (`input.performActions`), not `element.click()`:
/// a click on the chevron, Reset, Shift+Tab back to the picture, the arrows and Enter, the zoom.
/// It reads a JSON file (firefox, url, tap point in points, scale, keys, keyCode, timeout,
/// screenshot) and prints one JSON object on its last line: ok, the steps it saw, the error and
/// what the page showed if one failed, the JavaScript errors Firefox logged, the bytes of the
/// frames the page drew (base64) and the widths at 100 % and 200 %.
enum FirefoxCanvasDriver {
    static let source = #"""
import base64, hashlib, json, os, select, shutil, socket, struct, subprocess, sys, tempfile, time

config = json.load(open(sys.argv[1]))
work = tempfile.mkdtemp(prefix="proofsheet-firefox-")
profile = os.path.join(work, "profile")
os.mkdir(profile)
# A quiet profile: no first-run pages, no update or telemetry requests.
with open(os.path.join(profile, "user.js"), "w") as prefs:
    for name, value in [("browser.shell.checkDefaultBrowser", "false"), ("app.update.disabledForTesting", "true"),
                        ("datareporting.policy.dataSubmissionEnabled", "false"), ("toolkit.telemetry.reportingpolicy.firstRun", "false"),
                        ("browser.startup.homepage_override.mstone", '"ignore"'), ("browser.aboutwelcome.enabled", "false")]:
        prefs.write("user_pref(\"%s\", %s);\n" % (name, value))

# A free port: the system's choice for a socket that is closed at once.
probe = socket.socket()
probe.bind(("127.0.0.1", 0))
port = probe.getsockname()[1]
probe.close()
log_path = os.path.join(work, "firefox.log")
log = open(log_path, "wb")
environment = dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1", MOZ_HEADLESS="1")
firefox = subprocess.Popen(
    [config["firefox"], "--headless", "--remote-debugging-port=%d" % port, "--profile", profile, "about:blank"],
    stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=environment)


class WebSocket:
    """A minimal RFC 6455 client: text messages out (masked), text messages in (any length, fragmented or not)."""

    def __init__(self, host, port, path, deadline):
        self.sock = socket.create_connection((host, port), timeout=max(1, deadline - time.time()))
        self.sock.setblocking(True)
        self.buffer = bytearray()
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n" % (path, host, port, key)).encode())
        while b"\r\n\r\n" not in self.buffer:
            self.fill(deadline)
        end = self.buffer.index(b"\r\n\r\n")
        head = bytes(self.buffer[:end]).decode("latin-1").split("\r\n")
        del self.buffer[:end + 4]
        if len(head[0].split()) < 2 or head[0].split()[1] != "101":
            raise RuntimeError("WebSocket handshake refused: " + " | ".join(head))
        headers = dict((k.strip().lower(), v.strip()) for k, v in (line.split(":", 1) for line in head[1:] if ":" in line))
        accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        if headers.get("sec-websocket-accept") != accept:
            raise RuntimeError("WebSocket handshake: wrong Sec-WebSocket-Accept " + str(headers.get("sec-websocket-accept")))

    def fill(self, deadline):
        left = deadline - time.time()
        if left <= 0:
            raise TimeoutError("no answer from Firefox")
        ready, _, _ = select.select([self.sock], [], [], left)
        if ready:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise RuntimeError("Firefox closed the WebSocket")
            self.buffer += chunk

    def take(self, count, deadline):
        while len(self.buffer) < count:
            self.fill(deadline)
        data = bytes(self.buffer[:count])
        del self.buffer[:count]
        return data

    def send(self, payload, opcode=1):
        data = payload.encode() if isinstance(payload, str) else payload
        count = len(data)
        if count < 126:
            head = struct.pack("!BB", 0x80 | opcode, 0x80 | count)
        elif count < 1 << 16:
            head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, count)
        else:
            head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, count)
        mask = os.urandom(4)
        masked = (int.from_bytes(data, "big") ^ int.from_bytes((mask * (count // 4 + 1))[:count], "big")).to_bytes(count, "big")
        self.sock.sendall(head + mask + masked)

    def receive(self, deadline):
        message = bytearray()
        while True:
            first, second = self.take(2, deadline)
            opcode = first & 0x0F
            count = second & 0x7F
            if count == 126:
                count = struct.unpack("!H", self.take(2, deadline))[0]
            elif count == 127:
                count = struct.unpack("!Q", self.take(8, deadline))[0]
            mask = self.take(4, deadline) if second & 0x80 else None
            payload = self.take(count, deadline)
            if mask:
                payload = (int.from_bytes(payload, "big") ^ int.from_bytes((mask * (count // 4 + 1))[:count], "big")).to_bytes(count, "big")
            if opcode == 0x9:
                self.send(payload, 0xA)
            elif opcode == 0x8:
                raise RuntimeError("Firefox closed the WebSocket: " + payload[2:].decode("utf-8", "replace"))
            elif opcode in (0x0, 0x1, 0x2):
                message += payload
                if first & 0x80:
                    return message.decode("utf-8")


counter = [0]
errors = []
socket_ = None


def call(method, params=None, timeout=60):
    counter[0] += 1
    mine = counter[0]
    socket_.send(json.dumps({"id": mine, "method": method, "params": params or {}}))
    deadline = time.time() + timeout
    while True:
        message = json.loads(socket_.receive(deadline))
        if message.get("type") == "event":
            if message.get("method") == "log.entryAdded":
                entry = message["params"]
                if entry.get("type") == "javascript" or entry.get("level") == "error":
                    errors.append({"type": entry.get("type"), "level": entry.get("level"), "text": entry.get("text"),
                                   "source": (entry.get("stackTrace") or {}).get("callFrames", [{}])[:1]})
        elif message.get("id") == mine:
            if message.get("type") == "error":
                raise RuntimeError(method + ": " + message.get("error", "") + ": " + message.get("message", ""))
            return message.get("result", {})


def js(expression):
    # The value comes back as JSON text: no remote-value decoding needed.
    result = call("script.evaluate", {"expression": "(async () => { const v = await (" + expression + "); return JSON.stringify(v === undefined ? null : v); })()",
                                      "target": {"context": context}, "awaitPromise": True, "resultOwnership": "none"})
    if result.get("type") == "exception":
        raise RuntimeError("script: " + json.dumps(result.get("exceptionDetails", {}).get("text"))[:400])
    return json.loads(result["result"]["value"])


KEYS = {"ArrowDown": "\ue015", "ArrowUp": "\ue013", "ArrowLeft": "\ue012", "ArrowRight": "\ue014", "Enter": "\ue007", "Tab": "\ue004", "Shift": "\ue008"}


def press(key, shift=False):
    keys = [KEYS["Shift"], KEYS[key]] if shift else [KEYS[key]]
    call("input.performActions", {"context": context, "actions": [{"type": "key", "id": "keyboard", "actions":
        [{"type": "keyDown", "value": k} for k in keys] + [{"type": "keyUp", "value": k} for k in reversed(keys)]}]})


def click(point):
    call("input.performActions", {"context": context, "actions": [
        {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": point["x"], "y": point["y"], "origin": "viewport"},
            {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})
    call("input.releaseActions", {"context": context})


steps = []


def until(name, condition, timeout):
    start = time.time()
    last = None
    while time.time() < start + timeout:
        last = condition()
        if last and last[0]:
            steps.append({"step": name, "seconds": round(time.time() - start, 2), "detail": last[1]})
            return last[1]
        time.sleep(0.2)
    raise TimeoutError(name + ": " + json.dumps(last[1] if last else None)[:600])


FIGURE = "document.querySelector('figure.variant')"
FIRST_IMAGE = "document.querySelector('figure.variant .stills > .frame img')"
IMAGE_BYTES = ("(async () => { const img = " + FIRST_IMAGE + "; const r = await fetch(img.src, {cache: 'no-store'});"
               " const b = new Uint8Array(await r.arrayBuffer()); let s = ''; for (const x of b) s += String.fromCharCode(x);"
               " return {src: img.getAttribute('src'), bytes: btoa(s)}; })()")
# What the canvas built under the first picture, and where it is.
TOOLS = ("(() => { const f = " + FIGURE + "; const img = " + FIRST_IMAGE + "; const t = f.querySelector(':scope > .canvas-tools');"
         " if (!t || !img.complete || !img.naturalWidth) return null; const i = img.getBoundingClientRect(), r = t.getBoundingClientRect();"
         " return {below: r.top >= i.bottom - 1, focusable: img.tabIndex === 0, frame: img.parentElement.classList.contains('canvas-frame'),"
         " zoom: Array.from(t.querySelectorAll('.canvas-zoom input[type=radio]')).map(x => x.value + (x.checked ? '*' : '')),"
         " buttons: Array.from(t.querySelectorAll('.canvas-actions button')).filter(b => !b.hidden).map(b => b.textContent),"
         " pickers: t.querySelectorAll('.canvas-pickers select').length, marker: !!img.parentElement.querySelector('.canvas-marker'),"
         " width: r.width, height: r.height}; })()")
CODE = "(document.querySelector('.clicks-code') ? document.querySelector('.clicks-code').textContent : '')"
NOTE = "((" + FIGURE + ".querySelector('.canvas-note') || {}).textContent || '')"
# The tapped frame is in, loaded, and the steps show as code.
TAPPED = ("(() => { const img = " + FIRST_IMAGE + "; return /\\/clicks\\/\\d+\\/frame@\\d+x\\.png$/.test(img.getAttribute('src')) && img.complete"
          " && img.naturalWidth > 0 && !" + FIGURE + ".hasAttribute('aria-busy') && " + CODE + ".indexOf('.tapPoint(') >= 0; })()")


def control(selector, text):
    # The middle of a control of the first figure's tools, in the viewport, scrolled into view first.
    return js("(() => { const e = Array.from(" + FIGURE + ".querySelectorAll(" + json.dumps(selector) + ")).find(e => e.textContent.trim() === "
              + json.dumps(text) + "); e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
              " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()")


result = {}
context = None
try:
    deadline = time.time() + 60
    while b"WebDriver BiDi listening on" not in open(log_path, "rb").read():
        if firefox.poll() is not None:
            raise RuntimeError("Firefox exited (%d): %s" % (firefox.returncode, open(log_path, "rb").read()[-800:].decode("utf-8", "replace")))
        if time.time() > deadline:
            raise TimeoutError("Firefox did not start its WebDriver BiDi server")
        time.sleep(0.1)
    socket_ = WebSocket("127.0.0.1", port, "/session", time.time() + 30)
    call("session.new", {"capabilities": {}})
    call("session.subscribe", {"events": ["log.entryAdded"]})
    # A window of its own: the tab Firefox opened with never gets the focus in headless mode (the
    # document would not match :focus, and focus rings would not be drawn); a new window does.
    context = call("browsingContext.create", {"type": "window"})["context"]
    call("browsingContext.setViewport", {"context": context, "viewport": {"width": 1200, "height": 900}})

    started = time.time()
    call("browsingContext.navigate", {"context": context, "url": config["url"], "wait": "complete"}, timeout=60)
    steps.append({"step": "page loaded", "seconds": round(time.time() - started, 2), "detail": js("document.title")})
    tools = until("canvas tools set up", lambda: (lambda t: (t is not None and t["below"] and t["focusable"] and t["frame"] and t["marker"]
                                                              and t["zoom"] == ["fit", "100", "200*", "400", "800"] and t["pickers"] >= 5
                                                              and t["buttons"] == ["Reset", "Compare with reference", "Record this reference"], t))(js(TOOLS)), 30)
    initial = js(IMAGE_BYTES)
    initialSize = js("[" + FIRST_IMAGE + ".naturalWidth, " + FIRST_IMAGE + ".naturalHeight]")

    # A real click on the chevron: its point in the viewport, scrolled to the middle first.
    where = ("(() => { const img = " + FIRST_IMAGE + "; const k = img.clientWidth / (img.naturalWidth / " + str(config["scale"]) + ");"
             " const r = img.getBoundingClientRect(); const y = r.top + window.scrollY + " + str(config["tap"][1]) + " * k;"
             " window.scrollTo(0, Math.max(0, y - window.innerHeight / 2)); const s = img.getBoundingClientRect();"
             " return {x: s.left + " + str(config["tap"][0]) + " * k, y: s.top + " + str(config["tap"][1]) + " * k}; })()")
    point = js(where)
    time.sleep(0.2)
    point = js(where)
    click(point)
    until("click drew the new frame", lambda: (js(TAPPED), {"code": js(CODE), "point": point}), config["timeout"])
    result["clicked"] = dict(js(IMAGE_BYTES), code=js(CODE))

    click(control(".canvas-actions button", "Reset"))
    until("reset went back", lambda: (lambda s: (s["src"] == initial["src"] and s["complete"] and s["size"] == initialSize and s["code"] == "", s))(
        js("(() => { const img = " + FIRST_IMAGE + "; return {src: img.getAttribute('src'), complete: img.complete,"
           " size: [img.naturalWidth, img.naturalHeight], code: " + CODE + "}; })()")), 30)

    # From the keyboard only: back from the Reset button to the picture with Shift+Tab, arrows
    # move the point, Enter taps there.
    presses = 0
    while not js("document.activeElement === " + FIRST_IMAGE) and presses < 20:
        press("Tab", shift=True)
        presses += 1
    focused = js("(() => { const a = document.activeElement; return a === " + FIRST_IMAGE + " ? 'picture' : a ? a.tagName + '.' + a.className + ' ' + (a.textContent || '').slice(0, 40) : null; })()")
    if focused != "picture":
        raise RuntimeError("picture focused from the keyboard: after %d Shift+Tab presses the focus is on %s" % (presses, focused))
    steps.append({"step": "picture focused from the keyboard", "seconds": 0, "detail": {"shiftTabs": presses}})
    for key in config["keys"]:
        press(key)
    press("Enter")
    until("keyboard tapped", lambda: (js(TAPPED) and config["keyCode"] in js(CODE), js(CODE) + " | " + js(NOTE)), config["timeout"])
    result["keyboard"] = dict(js(IMAGE_BYTES), code=js(CODE))

    # Zoom: 200 % shows the picture twice as wide as 100 %.
    WIDTH = "(() => { const img = " + FIRST_IMAGE + "; return img.complete ? img.getBoundingClientRect().width : 0; })()"
    CHECKED = "(" + FIGURE + ".querySelector('.canvas-zoom input:checked') || {}).value"
    click(control(".canvas-zoom label", "100 %"))
    hundred = until("zoom 100 %", lambda: (lambda w: (js(CHECKED) == "100" and w > 0, w))(js(WIDTH)), 10)
    click(control(".canvas-zoom label", "200 %"))
    result["zoom"] = until("zoom 200 % is twice as wide",
                           lambda: (lambda w: (js(CHECKED) == "200" and abs(w - 2 * hundred) < 0.5, {"100": hundred, "200": w}))(js(WIDTH)), 10)

    time.sleep(0.3)
    js("true")  # reads the events that came meanwhile
    if errors:
        raise RuntimeError("JavaScript errors: " + json.dumps(errors)[:800])
    steps.append({"step": "no JavaScript errors", "seconds": 0, "detail": None})
    result["ok"] = True
except Exception as error:
    result["ok"] = False
    result["error"] = type(error).__name__ + ": " + str(error)
    try:
        # What the page showed: the server's status line, the first picture and its tools, the focus.
        result["page"] = js("(() => { const f = " + FIGURE + ", img = " + FIRST_IMAGE + ", s = document.getElementById('live-status'), a = document.activeElement;"
                            " return {status: s && !s.hidden ? s.textContent : null, image: img && img.getAttribute('src'),"
                            " figure: f ? f.innerText.slice(0, 800) : document.body.innerText.slice(0, 800),"
                            " focus: a ? a.tagName + (a.className ? '.' + a.className : '') : null}; })()") if context else None
    except Exception:
        pass
finally:
    result["steps"] = steps
    # The whole page as Firefox draws it at the end (or where it stopped).
    if context and config.get("screenshot"):
        try:
            shot = call("browsingContext.captureScreenshot", {"context": context, "origin": "document"})
            with open(config["screenshot"], "wb") as f:
                f.write(base64.b64decode(shot["data"]))
        except Exception as error:
            result["screenshotError"] = str(error)
    result["errors"] = errors
    try:
        if socket_:
            call("browser.close", timeout=5)
    except Exception:
        pass
    try:
        firefox.wait(timeout=10)
    except subprocess.TimeoutExpired:
        firefox.kill()
        firefox.wait()
    log.close()
    if not result["ok"]:
        result["firefox"] = open(log_path, "rb").read()[-1500:].decode("utf-8", "replace")
    shutil.rmtree(work, ignore_errors=True)
    print(json.dumps(result))
"""#
}
