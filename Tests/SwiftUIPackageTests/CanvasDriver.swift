/// The live canvas's browser check: a Python 3 script (standard library only) that drives
/// headless Chromium over `--remote-debugging-pipe` (NUL-separated JSON on descriptors 3 and 4)
/// through what a developer does with `serve` open beside the editor. It reads a JSON file
/// (chromium, url, source file, the edits) and prints one JSON object: the steps it saw, or the
/// step that timed out with what the page showed.
enum CanvasDriver {
    static let source = #"""
import base64, fcntl, json, os, select, subprocess, sys, tempfile, time

config = json.load(open(sys.argv[1]))
profile = tempfile.mkdtemp(prefix="proofsheet-canvas-")
commands_r, commands_w = os.pipe()
replies_r, replies_w = os.pipe()
into = fcntl.fcntl(commands_r, fcntl.F_DUPFD_CLOEXEC, 10)
out = fcntl.fcntl(replies_w, fcntl.F_DUPFD_CLOEXEC, 10)

def wire():
    os.dup2(into, 3)
    os.dup2(out, 4)

log = open(os.path.join(profile, "chromium.log"), "wb")
chrome = subprocess.Popen(
    [config["chromium"], "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
     "--user-data-dir=" + profile, "--no-first-run", "--disable-extensions", "--window-size=1200,900", "about:blank"],
    stdin=subprocess.DEVNULL, stdout=log, stderr=log, preexec_fn=wire, close_fds=False)
for fd in (commands_r, replies_w, into, out):
    os.close(fd)

pending = b""
counter = [0]

def call(method, params=None, session=None, timeout=60):
    global pending
    counter[0] += 1
    mine = counter[0]
    message = {"id": mine, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(commands_w, json.dumps(message).encode() + b"\0")
    end = time.time() + timeout
    while True:
        while b"\0" in pending:
            raw, pending = pending.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == mine:
                if "error" in reply:
                    raise RuntimeError(method + ": " + json.dumps(reply["error"]))
                return reply.get("result", {})
        left = end - time.time()
        if left <= 0:
            raise TimeoutError(method)
        ready, _, _ = select.select([replies_r], [], [], left)
        if ready:
            chunk = os.read(replies_r, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            pending += chunk

target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
call("Page.enable", session=session)
call("Runtime.enable", session=session)

def js(expression):
    result = call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, session=session)
    if "exceptionDetails" in result:
        raise RuntimeError(json.dumps(result["exceptionDetails"])[:400])
    return result.get("result", {}).get("value")

FIRST_IMAGE = "document.querySelector('.variant .stills > .frame img')"
IMAGE_BYTES = ("(async () => { const img = " + FIRST_IMAGE + "; const r = await fetch(img.src, {cache: 'no-store'});"
               " const b = new Uint8Array(await r.arrayBuffer()); let s = ''; for (const x of b) s += String.fromCharCode(x);"
               " return {src: img.getAttribute('src'), bytes: btoa(s)}; })()")
STATUS = "(() => { const p = document.getElementById('live-status'); return p ? {kind: p.className, hidden: p.hidden, text: p.textContent} : null; })()"

steps = []

def until(name, condition, timeout):
    end = time.time() + timeout
    last = None
    while time.time() < end:
        last = condition()
        if last and last[0]:
            steps.append({"step": name, "seconds": round(timeout - (end - time.time()), 2), "detail": last[1]})
            return last[1]
        time.sleep(0.25)
    raise TimeoutError(name + ": " + json.dumps(last[1] if last else None)[:600])

def write(text):
    with open(config["file"], "w") as f:
        f.write(text)

result = {}
try:
    call("Page.navigate", {"url": config["url"]}, session=session)
    first = until("page loaded", lambda: (js("document.readyState === 'complete' && " + FIRST_IMAGE + " !== null && " + FIRST_IMAGE + ".complete"), None), 60)
    start = js(IMAGE_BYTES)
    original = open(config["file"]).read()
    changed = original.replace(config["from"], config["to"])
    write(changed)
    until("image changed after the edit",
          lambda: (lambda now: (("?v=" in now["src"]) and now["bytes"] != start["bytes"], now["src"]))(js(IMAGE_BYTES)), config["timeout"])
    write(changed + "\n" + config["broken"] + "\n")
    until("compiler error shown",
          lambda: (lambda s: (s is not None and s["kind"] == "errors" and not s["hidden"] and config["errorFile"] in s["text"], s))(js(STATUS)),
          config["timeout"])
    write(changed)
    until("error cleared",
          lambda: (lambda s: (s is not None and (s["hidden"] or s["kind"] == ""), s))(js(STATUS)), config["timeout"])
    # Scroll the point to the middle of the window, then click it there.
    where = ("(() => { const img = " + FIRST_IMAGE + "; const k = img.clientWidth / (img.naturalWidth / " + str(config["scale"]) + ");"
             " const r = img.getBoundingClientRect(); const y = r.top + window.scrollY + " + str(config["tap"][1]) + " * k;"
             " window.scrollTo(0, Math.max(0, y - window.innerHeight / 2)); const s = img.getBoundingClientRect();"
             " return {x: s.left + " + str(config["tap"][0]) + " * k, y: s.top + " + str(config["tap"][1]) + " * k}; })()")
    point = js(where)
    time.sleep(0.2)
    point = js(where)
    for kind in ("mousePressed", "mouseReleased"):
        call("Input.dispatchMouseEvent", {"type": kind, "x": point["x"], "y": point["y"], "button": "left", "clickCount": 1}, session=session)
    FIGURE = "document.querySelector('.variant')"
    FINAL = ("(() => { const img = " + FIRST_IMAGE + "; const code = document.querySelector('.clicks-code');"
             " return /\\/clicks\\/\\d+\\/frame@\\d+x\\.png$/.test(img.getAttribute('src')) && img.complete && !" + FIGURE + ".hasAttribute('aria-busy')"
             " && code && code.textContent.indexOf('tapPoint') >= 0; })()")
    CODE = "(document.querySelector('.clicks-code') ? document.querySelector('.clicks-code').textContent : '')"
    NOTE = "(document.querySelector('.canvas-note') || {}).textContent"
    until("click drew the new frame", lambda: (js(FINAL), js(CODE)), 60)
    result["clicked"] = js(IMAGE_BYTES)
    # The transition plays, a frame at a time, then stays on the new frame.
    js("(() => { window.__srcs = []; const img = " + FIRST_IMAGE + "; new MutationObserver(() => window.__srcs.push(img.getAttribute('src')))"
       ".observe(img, {attributes: true, attributeFilter: ['src']}); })()")
    js("(() => { const b = Array.from(document.querySelectorAll('.canvas-actions button')).find(b => b.textContent.indexOf('transition') >= 0 && !b.hidden); b.click(); return true; })()")
    until("transition played",
          lambda: (js("window.__srcs.some(s => s.indexOf('.motion/') >= 0) && /frame@\\d+x\\.png$/.test(window.__srcs[window.__srcs.length - 1])"),
                   js("window.__srcs.length")), 60)
    def button(label):
        js("Array.from(" + FIGURE + ".querySelectorAll('.canvas-actions button')).find(b => b.textContent === '" + label + "').click()")
    button("Reset")
    until("reset went back", lambda: (js(FIRST_IMAGE + ".getAttribute('src').indexOf('/images/') >= 0 && " + FIRST_IMAGE + ".complete && "
                                          + FIRST_IMAGE + ".naturalWidth > 0 && " + CODE + " === ''"), None), 10)
    # From the keyboard: the point starts in the middle; arrows move it, Enter taps there.
    js(FIRST_IMAGE + ".focus()")
    for key in config["keys"]:
        for kind in ("keyDown", "keyUp"):
            call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": {"ArrowDown": 40, "ArrowUp": 38, "ArrowLeft": 37, "ArrowRight": 39}[key]}, session=session)
    for kind in ("keyDown", "keyUp"):
        call("Input.dispatchKeyEvent", {"type": kind, "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13, "text": "\r" if kind == "keyDown" else ""}, session=session)
    until("keyboard tapped", lambda: (js(FINAL) and config["keyCode"] in js(CODE), js(CODE) + " | " + str(js(NOTE))), 60)
    result["keyboard"] = js(IMAGE_BYTES)
    button("Reset")
    button("Record this reference")
    until("reference recorded", lambda: (str(js(NOTE)).startswith("Recorded"), js(NOTE)), 120)
    button("Compare with reference")
    until("compared with the reference",
          lambda: (js("(() => { const c = " + FIGURE + ".querySelector('.canvas-compare'); return !!(c && c.querySelector('.compare .reveal-range') && c.textContent.indexOf('Matches the reference') >= 0); })()"),
                   js("(" + FIGURE + ".querySelector('.canvas-compare') || {}).textContent")), 60)
    button("Compare with reference")
    js("(() => { const s = " + FIGURE + ".querySelector('select[data-axis=scheme]'); s.value = 'dark'; s.dispatchEvent(new Event('change')); })()")
    until("dark variant drawn",
          lambda: (js("(() => { const img = " + FIRST_IMAGE + "; return img.getAttribute('src').indexOf('/clicks/') >= 0 && img.complete && !" + FIGURE + ".hasAttribute('aria-busy'); })()"),
                   js(NOTE)), 60)
    result["dark"] = js(IMAGE_BYTES)
    result["ok"] = True
except Exception as error:
    result["ok"] = False
    result["error"] = str(error)
    try:
        result["page"] = js("document.body ? document.body.innerText.slice(0, 800) : ''")
    except Exception:
        pass
finally:
    result["steps"] = steps
    try:
        call("Browser.close", timeout=5)
    except Exception:
        pass
    try:
        chrome.wait(timeout=10)
    except subprocess.TimeoutExpired:
        chrome.kill()
    print(json.dumps(result))
"""#
}
