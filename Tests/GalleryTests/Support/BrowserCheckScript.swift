/// The browser check that ``BrowserTests`` runs: a Python 3 script, standard library only, that
/// drives headless Chromium through the DevTools protocol over `--remote-debugging-pipe`
/// (NUL-separated JSON on file descriptors 3 and 4: no WebSocket module, no port). It reads a
/// JSON file naming Chromium, the gallery, the report and the screenshot folder, and prints one
/// JSON object: `checks` (name, ok, detail), `consoleErrors`, `screenshots`, `chromiumLog`.
enum BrowserCheckScript {
    static let source = #"""
"""Drives headless Chromium over the DevTools protocol (--remote-debugging-pipe: JSON messages
separated by NUL bytes on file descriptors 3 and 4), with Python's standard library only.
Input: a JSON file with the paths. Output: one JSON object on stdout with the checks."""
import base64, fcntl, json, os, queue, shutil, subprocess, sys, tempfile, threading, time, urllib.parse


class Browser:
    def __init__(self, chromium, profile):
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        # Chromium reads commands from fd 3 and writes replies to fd 4. Copies above 10 (closed
        # on exec) are moved onto 3 and 4 in the child, so no dup2 can clobber the other end.
        child_in = fcntl.fcntl(to_chrome_r, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(from_chrome_w, fcntl.F_DUPFD_CLOEXEC, 10)

        def wire():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.log = open(os.path.join(profile, "chromium.log"), "wb")
        args = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=" + profile, "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--mute-audio", "--hide-scrollbars",
            "--window-size=1280,900", "about:blank",
        ]
        # Every other descriptor Python opens is close-on-exec, so close_fds=False leaks nothing.
        self.process = subprocess.Popen(
            args, stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            preexec_fn=wire, close_fds=False)
        for fd in (to_chrome_r, from_chrome_w, child_in, child_out):
            os.close(fd)
        self.write_fd = to_chrome_w
        self.read_fd = from_chrome_r
        self.next_id = 0
        self.messages = queue.Queue()
        self.events = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            chunk = os.read(self.read_fd, 65536)
            if not chunk:
                self.messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                self.messages.put(json.loads(raw))

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                raise TimeoutError(method)
            item = self.messages.get(timeout=remaining)
            if item is None:
                raise RuntimeError("Chromium closed the pipe")
            if item.get("id") == self.next_id:
                if "error" in item:
                    raise RuntimeError(f"{method}: {item['error']}")
                return item.get("result", {})
            self.events.append(item)

    def wait_event(self, method, session, timeout=30):
        deadline = time.time() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            remaining = deadline - time.time()
            if remaining <= 0:
                raise TimeoutError(method)
            item = self.messages.get(timeout=remaining)
            if item is None:
                raise RuntimeError("Chromium closed the pipe")
            self.events.append(item)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


class Page:
    def __init__(self, browser):
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            self.send(domain)
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        self.problems = []

    def send(self, method, params=None, timeout=30):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def collect_problems(self):
        """Moves this page's console errors, exceptions and error log entries (failed loads)
        into self.problems; keeps load events for open(); drops other events."""
        keep = []
        for event in self.browser.events:
            method, params = event.get("method"), event.get("params", {})
            if event.get("sessionId") != self.session or method == "Page.loadEventFired":
                keep.append(event)
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
                self.problems.append("console." + params["type"] + ": " + text)
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                self.problems.append("exception: " + details.get("exception", {}).get("description", details.get("text", "")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                self.problems.append("log: " + entry.get("text", "") + " " + entry.get("url", ""))
        self.browser.events = keep

    def scheme(self, value, reduced_motion="no-preference"):
        self.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": value},
                                                              {"name": "prefers-reduced-motion", "value": reduced_motion}]})

    def open(self, path):
        self.browser.events = [e for e in self.browser.events if e.get("method") != "Page.loadEventFired"]
        self.send("Page.navigate", {"url": "file://" + urllib.parse.quote(path)})
        self.browser.wait_event("Page.loadEventFired", self.session)
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        self.collect_problems()

    def reload(self):
        self.browser.events = [e for e in self.browser.events if e.get("method") != "Page.loadEventFired"]
        self.send("Page.reload")
        self.browser.wait_event("Page.loadEventFired", self.session)
        self.collect_problems()

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError("evaluate failed: " + json.dumps(result["exceptionDetails"])[:500])
        return result.get("result", {}).get("value")

    def key(self, key, vk, text=None):
        """Presses and releases a key; text makes the press type a character (Enter: "\\r")."""
        event = {"key": key, "code": key, "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk}
        self.send("Input.dispatchKeyEvent", dict(event, type="keyDown", **({"text": text} if text else {})))
        self.send("Input.dispatchKeyEvent", dict(event, type="keyUp"))

    def tab_to(self, selector, limit=60):
        """Presses Tab until the element matching selector has focus: proves it is keyboard reachable."""
        for _ in range(limit):
            self.key("Tab", vk=9)
            if self.evaluate(f"document.activeElement === document.querySelector({json.dumps(selector)})"):
                return True
        return False

    def screenshot(self, path, full_page=True):
        params = {"format": "png", "captureBeyondViewport": full_page}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            params["clip"] = {"x": 0, "y": 0, "width": max(size[0], 1280), "height": min(max(size[1], 900), 4000), "scale": 1}
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


LOAD_ALL_IMAGES = """
(async () => {
  const images = Array.from(document.images);
  const lazy = images.map(image => image.getAttribute("loading") === "lazy");
  for (const image of images) image.loading = "eager";
  await Promise.all(images.map(image => image.complete ? null : new Promise(resolve => {
    image.addEventListener("load", resolve, {once: true});
    image.addEventListener("error", resolve, {once: true});
    setTimeout(resolve, 5000);
  })));
  return images.map((image, index) => ({src: image.getAttribute("src"), naturalWidth: image.naturalWidth,
                               width: image.getAttribute("width"), height: image.getAttribute("height"),
                               lazy: lazy[index]}));
})()
"""

VISIBLE_THUMBNAILS = """
(() => {
  const visible = element => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const count = selector => Array.from(document.querySelectorAll(selector)).filter(visible).length;
  return {light: count(".thumb img.only-light"), dark: count(".thumb img.only-dark"),
          both: count(".thumb img:not(.only-light):not(.only-dark)"),
          background: getComputedStyle(document.body).backgroundColor,
          scheme: document.documentElement.getAttribute("data-scheme")};
})()
"""


def luminance(css_color):
    numbers = [float(part) for part in css_color[css_color.index("(") + 1:css_color.index(")")].replace(",", " ").split()[:3]]
    return (0.2126 * numbers[0] + 0.7152 * numbers[1] + 0.0722 * numbers[2]) / 255


def main():
    config = json.load(open(sys.argv[1]))
    shots = config["screenshots"]
    os.makedirs(shots, exist_ok=True)
    checks, screenshots = [], []

    def check(name, ok, detail=""):
        checks.append({"name": name, "ok": bool(ok), "detail": str(detail)[:2000]})

    def images_loaded(page, label):
        images = page.evaluate(LOAD_ALL_IMAGES)
        broken = [image["src"] for image in images if image["naturalWidth"] <= 0]
        check(f"{label}: every image loaded", len(images) > 0 and not broken, f"{len(images)} images, broken: {broken}")
        unsized = [image["src"] for image in images if not image["width"] or not image["height"] or not image["lazy"]]
        check(f"{label}: every image has width, height and loading=lazy", not unsized, unsized)
        return images

    def shot(page, name):
        path = os.path.join(shots, name)
        page.screenshot(path)
        screenshots.append(path)

    profile = tempfile.mkdtemp(prefix="proofsheet-chromium-")
    browser = Browser(config["chromium"], profile)
    try:
        page = Page(browser)
        gallery = config["gallery"]

        # Gallery index, system preference dark, no stored choice.
        page.scheme("dark")
        page.open(os.path.join(gallery, "index.html"))
        images_loaded(page, "gallery index")
        state = page.evaluate(VISIBLE_THUMBNAILS)
        check("dark system preference shows dark thumbnails only",
              state["dark"] > 0 and state["light"] == 0, state)
        check("dark system preference gives the page a dark theme", luminance(state["background"]) < 0.3, state)
        shot(page, "gallery-index-dark.png")

        page.scheme("light")
        state = page.evaluate(VISIBLE_THUMBNAILS)
        check("light system preference shows light thumbnails only",
              state["light"] > 0 and state["dark"] == 0 and luminance(state["background"]) > 0.7, state)

        # The switch overrides the system preference; reached and pressed with the keyboard.
        page.scheme("light")
        reached = page.tab_to('[data-scheme-choice="dark"]')
        check("the Dark button is reachable with Tab", reached)
        outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
        check("the focused button shows a focus outline", outline not in (None, "none"), outline)
        page.key("Enter", vk=13, text="\r")
        state = page.evaluate(VISIBLE_THUMBNAILS)
        check("the Dark switch shows dark thumbnails over a light system preference",
              state["dark"] > 0 and state["light"] == 0 and state["scheme"] == "dark"
              and luminance(state["background"]) < 0.3, state)
        page.reload()
        state = page.evaluate(VISIBLE_THUMBNAILS)
        check("the choice is remembered across a reload (localStorage from file://)", state["scheme"] == "dark", state)

        page.scheme("dark")
        page.evaluate('document.querySelector(\'[data-scheme-choice="light"]\').click()')
        state = page.evaluate(VISIBLE_THUMBNAILS)
        check("the Light switch shows light thumbnails over a dark system preference",
              state["light"] > 0 and state["dark"] == 0 and luminance(state["background"]) > 0.7, state)
        shot(page, "gallery-index-light.png")
        page.evaluate('document.querySelector(\'[data-scheme-choice="auto"]\').click()')
        state = page.evaluate(VISIBLE_THUMBNAILS)
        check("Auto follows the system again", state["scheme"] is None and state["dark"] > 0 and state["light"] == 0, state)

        # Filter, typed into the search box.
        page.evaluate("document.getElementById('filter').focus()")
        page.send("Input.insertText", {"text": "EXPANDED"})
        filtered = page.evaluate("""(() => {
          const shown = Array.from(document.querySelectorAll('.state')).filter(s => !s.hidden && s.getClientRects().length);
          return {shown: shown.map(s => s.getAttribute('data-names')), total: document.querySelectorAll('.state').length,
                  previews: Array.from(document.querySelectorAll('.preview')).filter(p => !p.hidden).length,
                  status: document.getElementById('filter-status').textContent};
        })()""")
        check("the filter keeps only matching states (case-insensitive)",
              len(filtered["shown"]) == 1 and "expanded" in filtered["shown"][0] and filtered["previews"] == 1, filtered)
        page.evaluate("(() => { const i = document.getElementById('filter'); i.value = 'no-such-thing'; i.dispatchEvent(new Event('input')); })()")
        empty = page.evaluate("!document.getElementById('filter-empty').hidden")
        check("a filter matching nothing says so", empty)
        page.evaluate("(() => { const i = document.getElementById('filter'); i.value = ''; i.dispatchEvent(new Event('input')); })()")
        page.collect_problems()

        # A preview page: true size.
        page.scheme("light")
        page.open(os.path.join(gallery, config["previewPage"]))
        images = images_loaded(page, "preview page")
        sizes = page.evaluate("""Array.from(document.querySelectorAll('.variant img')).map(i =>
            [i.naturalWidth, i.naturalHeight, i.getBoundingClientRect().width, i.getBoundingClientRect().height])""")
        wrong = [size for size in sizes if size[0] != size[2] or size[1] != size[3]]
        check("preview page shows images at one image pixel per CSS pixel", sizes and not wrong, wrong or sizes[:3])
        shot(page, "gallery-preview-light.png")
        page.scheme("dark")
        shot(page, "gallery-preview-dark.png")

        # The transition player: plays by itself, pauses, scrubs; still under reduced motion.
        player_state = """(() => { const p = document.querySelector('.motion');
            const img = p.querySelector('.motion-frame');
            return {src: img.getAttribute('src'), button: p.querySelector('.motion-play').textContent,
                    pressed: p.querySelector('.motion-play').getAttribute('aria-pressed'),
                    scrub: p.querySelector('.motion-scrub').value, time: p.querySelector('.motion-time').textContent,
                    loaded: img.complete && img.naturalWidth > 0}; })()"""
        page.scheme("light")
        page.open(os.path.join(gallery, config["previewPage"]))
        page.evaluate("new Promise(r => setTimeout(r, 120))")
        state = page.evaluate(player_state)
        check("the transition player plays by itself", state["button"] == "Pause" and state["pressed"] == "true"
              and state["scrub"] != "0" and state["loaded"], state)
        page.evaluate("document.querySelector('.motion-play').click()")
        paused = page.evaluate(player_state)
        page.evaluate("new Promise(r => setTimeout(r, 150))")
        later = page.evaluate(player_state)
        check("Pause stops it on its frame", paused["button"] == "Play" and later["src"] == paused["src"], [paused, later])
        page.evaluate("""(() => { const r = document.querySelector('.motion-scrub'); r.value = '3';
            r.dispatchEvent(new Event('input')); })()""")
        scrubbed = page.evaluate(player_state)
        check("the scrubber shows its frame and time", scrubbed["src"].endswith("003.png") and scrubbed["time"] == "100 ms", scrubbed)
        reached = page.tab_to(".motion-play")
        check("the player's button is reachable with Tab", reached)
        page.scheme("light", reduced_motion="reduce")
        page.open(os.path.join(gallery, config["previewPage"]))
        page.evaluate("new Promise(r => setTimeout(r, 150))")
        still = page.evaluate(player_state)
        check("under prefers-reduced-motion the player does not play: it waits at the first frame",
              still["button"] == "Play" and still["scrub"] == "0" and still["src"].endswith("000.png"), still)
        page.scheme("light")

        # Diff report.
        report = config["report"]
        page.scheme("light")
        page.open(os.path.join(report, "index.html"))
        rows = page.evaluate("Array.from(document.querySelectorAll('tbody .status')).map(s => s.textContent)")
        check("report lists failures first", rows[:1] == ["Failed"] and rows[-1] == "Passed", rows)
        shot(page, "report-index-light.png")

        page.open(os.path.join(report, config["failurePage"]))
        images_loaded(page, "failure page")
        check("failure page: the view switch is visible", page.evaluate("!document.querySelector('.view-switch').hidden"))
        view = page.evaluate("document.querySelector('.compare').getAttribute('data-view')")
        check("failure page starts side by side", view == "side-by-side", view)
        shot(page, "report-failure-side-by-side.png")

        reached = page.tab_to('input[name="view"][value="side-by-side"]')
        check("the view switch is reachable with Tab", reached)
        page.key("ArrowRight", vk=39)
        view = page.evaluate("""(() => ({view: document.querySelector('.compare').getAttribute('data-view'),
            sliderShown: document.querySelector('.view-slider').getClientRects().length > 0,
            sideShown: document.querySelector('.view-side-by-side').getClientRects().length > 0}))()""")
        check("arrow keys switch to the slider view", view["view"] == "slider" and view["sliderShown"] and not view["sideShown"], view)

        measure = """(() => { const r = document.querySelector('.reveal'), s = r.parentElement;
            return {reveal: r.getBoundingClientRect().width, stage: s.getBoundingClientRect().width,
                    value: document.querySelector('.reveal-range').value}; })()"""
        before = page.evaluate(measure)
        reached = page.tab_to(".reveal-range")
        check("the slider is reachable with Tab", reached)
        for _ in range(20):
            page.key("ArrowLeft", vk=37)
        after = page.evaluate(measure)
        check("the slider changes the revealed width (keyboard)",
              after["reveal"] < before["reveal"] - 1 and abs(after["reveal"] - after["stage"] * int(after["value"]) / 100) <= 2,
              {"before": before, "after": after})
        box = page.evaluate("(() => { const b = document.querySelector('.reveal').parentElement.getBoundingClientRect(); return [b.left, b.top, b.width, b.height]; })()")
        x, y = box[0] + box[2] * 0.8, box[1] + box[3] / 2
        for kind in ("mousePressed", "mouseMoved", "mouseReleased"):
            page.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind != "mouseReleased" else 0, "clickCount": 1})
        dragged = page.evaluate(measure)
        check("pressing on the image moves the slider there", abs(dragged["reveal"] - box[2] * 0.8) <= 3, dragged)
        page.evaluate("(() => { const r = document.querySelector('.reveal-range'); r.value = 35; r.dispatchEvent(new Event('input')); })()")
        shot(page, "report-failure-slider.png")

        page.evaluate("document.querySelector('input[name=view][value=onion-skin]').click()")
        onion = page.evaluate("""(() => { const r = document.querySelector('.onion-range'); r.value = 20; r.dispatchEvent(new Event('input'));
            return [getComputedStyle(document.querySelector('.onion-over')).opacity,
                    document.querySelector('.view-onion-skin').getClientRects().length > 0]; })()""")
        check("the onion skin range sets the opacity", abs(float(onion[0]) - 0.2) < 0.01 and onion[1], onion)
        page.evaluate("document.querySelector('input[name=view][value=diff]').click()")
        diff = page.evaluate("document.querySelector('.view-diff').getClientRects().length > 0 && document.querySelector('.view-slider').getClientRects().length === 0")
        check("the diff-only view shows the diff alone", diff)
        page.scheme("dark")
        page.evaluate("document.querySelector('input[name=view][value=slider]').click()")
        shot(page, "report-failure-slider-dark.png")

        page.open(os.path.join(report, config["missingPage"]))
        images_loaded(page, "missing page")
        page.collect_problems()
        problems = list(page.problems)

        # Canaries: prove that console errors and failed loads would have been seen.
        page.evaluate("""new Promise(resolve => { console.error("proofsheet-canary");
            const image = new Image(); image.onerror = () => setTimeout(resolve, 100);
            image.src = "proofsheet-canary-missing.png"; })""")
        page.collect_problems()
        canaries = page.problems[len(problems):]
        check("console errors are captured (canary)", any("proofsheet-canary" in p and "console" in p for p in canaries), canaries)
        check("failed image loads are captured (canary)",
              any("proofsheet-canary-missing.png" in p and p.startswith("log:") for p in canaries), canaries)
    except Exception as error:  # report, do not crash: the Swift test prints it
        check("the browser session ran to the end", False, repr(error))
        problems = []
    finally:
        browser.close()
        log = open(os.path.join(profile, "chromium.log"), errors="replace").read()[-3000:]
        shutil.rmtree(profile, ignore_errors=True)
    print(json.dumps({"checks": checks, "consoleErrors": problems, "screenshots": screenshots, "chromiumLog": log}))


main()
"""#
}
