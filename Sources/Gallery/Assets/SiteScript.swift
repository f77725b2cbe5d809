/// The script every page loads from `assets/proofsheet.js`, in the head so the chosen theme
/// applies before the first paint: the light/dark switch (remembered in `localStorage` when the
/// browser allows it, silently not otherwise), the name filter and the comparison views of the
/// diff report. The pages work without it: images follow the system theme, and every
/// comparison view is shown one after the other.
enum SiteScript {
    static let fileName = "proofsheet.js"

    static let javaScript = #"""
/* Proofsheet: light/dark switch, filter and comparison views. Works from file://, no network. */
(function () {
  "use strict";
  var KEY = "proofsheet-scheme";
  var root = document.documentElement;

  function storage() {
    try {
      var store = window.localStorage;
      store.getItem(KEY);
      return store;
    } catch (error) {
      return null;
    }
  }

  function savedChoice() {
    var store = storage();
    var value = store ? store.getItem(KEY) : null;
    return value === "light" || value === "dark" ? value : "auto";
  }

  function applyScheme(choice) {
    if (choice === "light" || choice === "dark") {
      root.setAttribute("data-scheme", choice);
    } else {
      root.removeAttribute("data-scheme");
    }
    var buttons = document.querySelectorAll("[data-scheme-choice]");
    for (var i = 0; i < buttons.length; i++) {
      var pressed = buttons[i].getAttribute("data-scheme-choice") === choice;
      buttons[i].setAttribute("aria-pressed", pressed ? "true" : "false");
    }
  }

  function chooseScheme(choice) {
    applyScheme(choice);
    var store = storage();
    if (!store) return;
    try {
      if (choice === "auto") store.removeItem(KEY); else store.setItem(KEY, choice);
    } catch (error) { /* storage full or refused: the choice lasts for this page only */ }
  }

  // Before the body is parsed, so the page never flashes the wrong theme.
  applyScheme(savedChoice());

  function setUpSchemeSwitch() {
    var groups = document.querySelectorAll(".scheme-switch");
    for (var i = 0; i < groups.length; i++) {
      groups[i].hidden = false;
      groups[i].addEventListener("click", function (event) {
        var button = event.target.closest("[data-scheme-choice]");
        if (button) chooseScheme(button.getAttribute("data-scheme-choice"));
      });
    }
    applyScheme(savedChoice());
  }

  function setUpFilter() {
    var input = document.getElementById("filter");
    if (!input) return;
    var form = input.closest(".filter");
    var status = document.getElementById("filter-status");
    var empty = document.getElementById("filter-empty");
    var previews = document.querySelectorAll(".preview");
    var components = document.querySelectorAll(".component");
    var tocLinks = document.querySelectorAll(".toc li");
    form.hidden = false;
    form.addEventListener("submit", function (event) { event.preventDefault(); });

    function matches(element, query) {
      var names = (element.getAttribute("data-names") || "").toLowerCase().split("\n");
      for (var i = 0; i < names.length; i++) {
        if (names[i].indexOf(query) !== -1) return true;
      }
      return false;
    }

    function run() {
      var query = input.value.trim().toLowerCase();
      var shownPreviews = 0;
      var shownStates = 0;
      for (var p = 0; p < previews.length; p++) {
        var preview = previews[p];
        var states = preview.querySelectorAll(".state");
        var visible = 0;
        for (var s = 0; s < states.length; s++) {
          var show = query === "" || matches(states[s], query);
          states[s].hidden = !show;
          if (show) visible++;
        }
        var showPreview = states.length > 0 ? visible > 0 : (query === "" || matches(preview, query));
        preview.hidden = !showPreview;
        if (showPreview) { shownPreviews++; shownStates += visible; }
      }
      for (var c = 0; c < components.length; c++) {
        var any = components[c].querySelector(".preview:not([hidden])") !== null;
        components[c].hidden = !any;
        if (tocLinks[c]) tocLinks[c].hidden = !any;
      }
      if (empty) empty.hidden = shownPreviews > 0;
      if (status) {
        status.textContent = query === ""
          ? ""
          : "Showing " + shownPreviews + " of " + previews.length + " previews (" + shownStates + " states) matching \u201C" + input.value.trim() + "\u201D";
      }
    }

    input.addEventListener("input", run);
    run();
  }

  function setUpComparisons() {
    var blocks = document.querySelectorAll(".compare");
    for (var i = 0; i < blocks.length; i++) setUpComparison(blocks[i]);
  }

  function setUpComparison(block) {
    var switcher = block.querySelector(".view-switch");
    if (switcher) {
      switcher.hidden = false;
      var radios = switcher.querySelectorAll("input[type=radio]");
      var update = function () {
        for (var r = 0; r < radios.length; r++) {
          if (radios[r].checked) block.setAttribute("data-view", radios[r].value);
        }
      };
      for (var r = 0; r < radios.length; r++) radios[r].addEventListener("change", update);
      update();
    }

    var reveal = block.querySelector(".reveal");
    var revealRange = block.querySelector(".reveal-range");
    if (reveal && revealRange) {
      var showReveal = function () { reveal.style.width = revealRange.value + "%"; };
      revealRange.addEventListener("input", showReveal);
      showReveal();
      var stage = reveal.parentElement;
      var dragging = false;
      var moveTo = function (event) {
        var box = stage.getBoundingClientRect();
        if (box.width <= 0) return;
        var percent = Math.round(Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1) * 100);
        revealRange.value = String(percent);
        showReveal();
      };
      stage.addEventListener("pointerdown", function (event) {
        dragging = true;
        if (stage.setPointerCapture) stage.setPointerCapture(event.pointerId);
        moveTo(event);
      });
      stage.addEventListener("pointermove", function (event) { if (dragging) moveTo(event); });
      stage.addEventListener("pointerup", function () { dragging = false; });
      stage.addEventListener("pointercancel", function () { dragging = false; });
    }

    var onion = block.querySelector(".onion-over");
    var onionRange = block.querySelector(".onion-range");
    if (onion && onionRange) {
      var showOnion = function () { onion.style.opacity = String(onionRange.value / 100); };
      onionRange.addEventListener("input", showOnion);
      showOnion();
    }
  }

  /* Transition players: a frame at a time, from the state before to the state shown. They
     play by themselves (pausing on the last frame before starting again) unless the reader
     asks for reduced motion; the button and the scrubber work from the keyboard. */
  function setUpMotion() {
    var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var players = document.querySelectorAll(".motion");
    for (var i = 0; i < players.length; i++) setUpPlayer(players[i], reduced);
  }

  function setUpPlayer(player, reduced) {
    var frames = (player.getAttribute("data-frames") || "").split(" ").filter(function (f) { return f.length > 0; });
    var fps = parseInt(player.getAttribute("data-fps"), 10) || 30;
    var image = player.querySelector(".motion-frame");
    var button = player.querySelector(".motion-play");
    var scrub = player.querySelector(".motion-scrub");
    var time = player.querySelector(".motion-time");
    if (!image || !button || !scrub || frames.length === 0) return;
    for (var k = 0; k < frames.length; k++) { var preload = new Image(); preload.src = frames[k]; }
    var index = 0, timer = null, hold = 0;
    function show(i) {
      index = Math.min(Math.max(i, 0), frames.length - 1);
      image.src = frames[index];
      scrub.value = String(index);
      if (time) time.textContent = Math.round(index * 1000 / fps) + " ms";
    }
    function step() {
      if (index < frames.length - 1) { show(index + 1); return; }
      // Hold the last frame half a second, then start again.
      hold += 1;
      if (hold >= Math.round(fps / 2)) { hold = 0; show(0); }
    }
    function setPlaying(on) {
      if (on && !timer) timer = window.setInterval(step, 1000 / fps);
      if (!on && timer) { window.clearInterval(timer); timer = null; }
      button.textContent = on ? "Pause" : "Play";
      button.setAttribute("aria-pressed", on ? "true" : "false");
    }
    button.addEventListener("click", function () { setPlaying(!timer); });
    scrub.addEventListener("input", function () { setPlaying(false); show(parseInt(scrub.value, 10) || 0); });
    show(0);
    setPlaying(!reduced);
  }

  /* The variant matrix of a state: a picker per axis; a figure shows when it has every
     value chosen (an empty choice is every value). */
  function setUpMatrices() {
    var forms = document.querySelectorAll("form.matrix");
    for (var i = 0; i < forms.length; i++) setUpMatrix(forms[i]);
  }

  function setUpMatrix(form) {
    var section = form.closest(".state-section");
    if (!section) return;
    var figures = section.querySelectorAll("figure.variant[data-axes]");
    var selects = form.querySelectorAll("select[data-axis]");
    var count = form.querySelector(".matrix-count");
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    function update() {
      var shown = 0;
      for (var f = 0; f < figures.length; f++) {
        var values = {};
        var pairs = (figures[f].getAttribute("data-axes") || "").split("|");
        for (var p = 0; p < pairs.length; p++) {
          var at = pairs[p].indexOf("=");
          if (at > 0) values[pairs[p].slice(0, at)] = pairs[p].slice(at + 1);
        }
        var visible = true;
        for (var s = 0; s < selects.length; s++) {
          var want = selects[s].value;
          if (want && values[selects[s].getAttribute("data-axis")] !== want) visible = false;
        }
        figures[f].hidden = !visible;
        if (visible) shown++;
      }
      if (count) count.textContent = shown + " of " + figures.length + " variants";
    }
    for (var s = 0; s < selects.length; s++) selects[s].addEventListener("change", update);
    update();
  }

  /* Served by `previews serve`: the server's events keep the page current. Images that a
     rebuild changed are loaded again; compiler errors show over the last good images until a
     build succeeds. Opened from file://, nothing of this runs. */
  function setUpLive(reloadHooks) {
    if (!window.EventSource || location.protocol !== "http:") return;
    var source = new EventSource("/events");
    var panel = null;
    function status(text, kind) {
      if (!panel) {
        panel = document.createElement("section");
        panel.id = "live-status";
        panel.setAttribute("role", "status");
        panel.setAttribute("aria-live", "polite");
        document.body.insertBefore(panel, document.body.firstChild);
      }
      panel.className = kind;
      panel.textContent = "";
      if (typeof text === "string") { panel.textContent = text; } else { panel.appendChild(text); }
      panel.hidden = !kind;
    }
    source.addEventListener("building", function () { if (!panel || panel.className !== "errors") status("Building…", "building"); });
    source.addEventListener("build-error", function (event) {
      var data = JSON.parse(event.data);
      var box = document.createElement("div");
      var title = document.createElement("h2");
      title.textContent = "The build failed: the pictures below are the last good ones";
      box.appendChild(title);
      var list = document.createElement("ul");
      for (var i = 0; i < data.errors.length; i++) {
        var e = data.errors[i];
        var item = document.createElement("li");
        var where = e.file ? e.file.split("/").pop() + (e.line ? ":" + e.line + (e.column ? ":" + e.column : "") : "") + ": " : "";
        item.textContent = where + e.message;
        if (e.file) item.title = e.file;
        list.appendChild(item);
      }
      box.appendChild(list);
      status(box, "errors");
    });
    source.addEventListener("render-error", function (event) { status(JSON.parse(event.data).message, "errors"); });
    source.addEventListener("images", function (event) {
      var data = JSON.parse(event.data);
      var changed = {};
      for (var i = 0; i < data.changed.length; i++) changed["/" + data.changed[i]] = true;
      var stamp = String(Date.now());
      var images = document.querySelectorAll("img");
      for (var j = 0; j < images.length; j++) {
        var url = new URL(images[j].getAttribute("src"), location.href);
        if (changed[url.pathname]) { url.searchParams.set("v", stamp); images[j].src = url.pathname + url.search; }
      }
      for (var h = 0; h < reloadHooks.length; h++) reloadHooks[h](changed, stamp);
      if (data.early) status("Drawing the other previews…", "building"); else status("", "");
    });
  }

  /* Served by `previews serve`: the canvas. Each snapshot gets its tools: clicking the
     picture (or Enter on it, after moving the point with the arrow keys) taps it there, the
     state's steps then every tap so far replayed by the latest build in its worker; the
     transition plays, the new frame replaces the picture, and the steps show as code to paste
     into the preview. Pickers draw another variant on demand; zoom with a pixel grid; a
     comparison with the recorded reference; "Record this reference" (never on CI). */
  function setUpCanvas(reloadHooks) {
    if (location.protocol !== "http:" || !window.fetch) return;
    var match = /token=([0-9a-f]+)/.exec(location.hash);
    if (!match) return;
    var token = match[1];
    var figures = document.querySelectorAll("figure.variant");
    if (figures.length === 0) return;
    fetch("/canvas.json").then(function (r) { return r.json(); }).then(function (settings) {
      for (var i = 0; i < figures.length; i++) setUpCanvasFigure(figures[i], settings, token, reloadHooks);
    }).catch(function () { /* an older server: the pictures stay as they are */ });
  }

  function post(path, token, body) {
    return fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Proofsheet-Token": token },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.ok ? r.json().catch(function () { return {}; }) : r.text().then(function (t) { throw new Error(t.trim()); });
    });
  }

  function element(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text) e.textContent = text;
    return e;
  }

  /* The variant's value on each axis, read from its name (dark-ax5-iphone-se-landscape). */
  function valuesOf(name, settings) {
    var parts = name.split("-");
    var values = { scheme: parts[0] === "dark" ? "dark" : "light", size: "l", device: "", orientation: "portrait", locale: "" };
    var rest = "-" + parts.slice(1).join("-") + "-";
    settings.axes.forEach(function (axis) {
      if (axis.key === "scheme") return;
      var choices = axis.choices.slice().sort(function (a, b) { return b.value.length - a.value.length; });
      for (var c = 0; c < choices.length; c++) {
        var v = choices[c].value;
        if (v && rest.indexOf("-" + v + "-") !== -1) { values[axis.key] = v; rest = rest.replace("-" + v + "-", "-"); break; }
      }
    });
    values.settings = settings.settings.filter(function (s) { return rest.indexOf("-" + s.value + "-") !== -1; }).map(function (s) { return s.value; });
    return values;
  }

  function setUpCanvasFigure(figure, settings, token, reloadHooks) {
    var img = figure.querySelector(".stills > .frame img");
    if (!img) return;
    var m = /^\/images\/(.+)\/([^\/]+)@(\d)x\.png$/.exec(new URL(img.getAttribute("src"), location.href).pathname);
    if (!m) return;
    var scale = Number(m[3]);
    var base = { entry: m[1] + "/" + m[2], image: img.getAttribute("src") };
    var initial = valuesOf(m[2].slice(m[2].indexOf("-") + 1), settings);
    var state = { entry: base.entry, variants: null, taps: [], still: base.image, busy: false, zoom: null };
    var frame = img.parentElement;
    var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

    var tools = element("div", "canvas-tools");
    tools.setAttribute("role", "group");
    tools.setAttribute("aria-label", "Canvas for " + base.entry);

    // Variant pickers: any value of each axis, drawn on request (folded away until wanted).
    var variantBox = element("details", "canvas-variant");
    variantBox.appendChild(element("summary", null, "Draw another variant"));
    var pickers = element("div", "canvas-pickers");
    var selects = {};
    settings.axes.forEach(function (axis) {
      var label = element("label", null, axis.name + " ");
      var select = element("select");
      select.setAttribute("data-axis", axis.key);
      axis.choices.forEach(function (choice) {
        var option = element("option", null, choice.label);
        option.value = choice.value;
        select.appendChild(option);
      });
      select.value = initial[axis.key];
      select.addEventListener("change", variantChanged);
      selects[axis.key] = select;
      label.appendChild(select);
      pickers.appendChild(label);
    });
    var checks = {};
    settings.settings.forEach(function (setting) {
      var label = element("label", "canvas-setting");
      var box = element("input");
      box.type = "checkbox";
      box.checked = initial.settings.indexOf(setting.value) !== -1;
      box.addEventListener("change", variantChanged);
      checks[setting.value] = box;
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + setting.label));
      pickers.appendChild(label);
    });
    variantBox.appendChild(pickers);

    // Zoom, in points: 100 % is a point a CSS pixel (as Xcode's canvas).
    var zoomBar = element("div", "canvas-zoom");
    var zoomGroup = "zoom-" + Math.random().toString(36).slice(2);
    var zoomLabel = element("span", "canvas-label", "Zoom");
    zoomBar.appendChild(zoomLabel);
    [["fit", "Fit"], ["100", "100 %"], ["200", "200 %"], ["400", "400 %"], ["800", "800 %"]].forEach(function (z) {
      var label = element("label");
      var radio = element("input");
      radio.type = "radio";
      radio.name = zoomGroup;
      radio.value = z[0];
      radio.checked = z[0] === String(scale * 100);
      radio.addEventListener("change", function () { if (radio.checked) zoomTo(z[0]); });
      label.appendChild(radio);
      label.appendChild(element("span", null, z[1]));
      zoomBar.appendChild(label);
    });
    var gridLabel = element("label", "canvas-setting");
    var grid = element("input");
    grid.type = "checkbox";
    grid.addEventListener("change", showGrid);
    gridLabel.appendChild(grid);
    gridLabel.appendChild(document.createTextNode(" Pixel grid"));
    zoomBar.appendChild(gridLabel);
    tools.appendChild(zoomBar);

    var actions = element("div", "canvas-actions");
    var reset = element("button", null, "Reset");
    reset.type = "button";
    reset.addEventListener("click", function () {
      state.taps = [];
      state.variants = null;
      for (var k in selects) selects[k].value = initial[k];
      for (var c in checks) checks[c].checked = initial.settings.indexOf(c) !== -1;
      state.entry = base.entry;
      state.still = base.image;
      state.transition = null;
      playButton.hidden = true;
      img.src = base.image;
      code.textContent = "";
      note.textContent = "";
      if (compareBox.firstChild) compare(true);
    });
    var compareButton = element("button", null, "Compare with reference");
    compareButton.type = "button";
    compareButton.setAttribute("aria-pressed", "false");
    compareButton.addEventListener("click", function () { compare(compareButton.getAttribute("aria-pressed") !== "true"); });
    var recordButton = element("button", null, "Record this reference");
    recordButton.type = "button";
    if (settings.ci) {
      recordButton.disabled = true;
      recordButton.title = "References are not recorded on CI (" + settings.ci + " is set)";
    }
    recordButton.addEventListener("click", record);
    var playButton = element("button", null, "Play the transition");
    playButton.type = "button";
    playButton.hidden = true;
    playButton.addEventListener("click", playTransition);
    actions.appendChild(reset);
    actions.appendChild(playButton);
    actions.appendChild(compareButton);
    actions.appendChild(recordButton);
    tools.appendChild(actions);
    tools.appendChild(variantBox);

    var note = element("p", "canvas-note");
    note.setAttribute("role", "status");
    note.setAttribute("aria-live", "polite");
    var code = element("pre", "clicks-code");
    tools.appendChild(note);
    tools.appendChild(code);
    var compareBox = element("div", "canvas-compare");
    tools.appendChild(compareBox);
    figure.appendChild(tools);

    // The picture takes clicks, and the keyboard: arrows move the point, Enter taps there.
    var marker = element("div", "canvas-marker");
    marker.hidden = true;
    var gridLayer = element("div", "canvas-grid");
    gridLayer.hidden = true;
    frame.classList.add("canvas-frame");
    frame.appendChild(gridLayer);
    frame.appendChild(marker);
    var point = null;
    // A new frame may have another size (an opened section is taller): the picture takes it.
    img.addEventListener("load", function () {
      if (state.zoom && state.zoom !== "fit") { zoomTo(state.zoom); return; }
      img.setAttribute("width", String(img.naturalWidth));
      img.setAttribute("height", String(img.naturalHeight));
    });
    img.tabIndex = 0;
    img.setAttribute("aria-description", "Click to tap. From the keyboard: arrow keys move the point (Shift for 1 pt steps), Enter or Space taps it.");
    img.addEventListener("click", function (event) {
      var ratio = pointsPerPixel();
      tap([round(event.offsetX * ratio), round(event.offsetY * ratio)]);
    });
    img.addEventListener("keydown", function (event) {
      var steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      var width = img.naturalWidth / scale, height = img.naturalHeight / scale;
      // A picture still loading has no size yet: keys wait for it rather than aim at 0, 0.
      if (!width || !height) return;
      if (steps[event.key]) {
        event.preventDefault();
        if (!point) point = [round(width / 2), round(height / 2)];
        var by = event.shiftKey ? 1 : 8;
        point = [round(Math.min(Math.max(point[0] + steps[event.key][0] * by, 0), width)), round(Math.min(Math.max(point[1] + steps[event.key][1] * by, 0), height))];
        showMarker();
      } else if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        if (!point) point = [round(width / 2), round(height / 2)];
        tap(point.slice());
      }
    });
    img.addEventListener("blur", function () { marker.hidden = true; });
    img.addEventListener("focus", function () { if (point) showMarker(); });
    window.addEventListener("resize", function () { if (point && !marker.hidden) showMarker(); });

    function round(v) { return Math.round(v * 10) / 10; }
    function pointsPerPixel() { return img.naturalWidth / img.clientWidth / scale; }
    function showMarker() {
      var perPoint = 1 / pointsPerPixel();
      marker.style.left = (img.offsetLeft + point[0] * perPoint) + "px";
      marker.style.top = (img.offsetTop + point[1] * perPoint) + "px";
      marker.hidden = false;
      note.textContent = "Point at " + point[0] + ", " + point[1] + " pt: Enter taps it";
      // The arrow keys do not scroll the page: keep the point in view on a tall picture.
      if (marker.scrollIntoView) marker.scrollIntoView({ block: "nearest", inline: "nearest" });
    }

    function currentVariants() {
      var parts = [selects.scheme.value, selects.size.value];
      if (selects.device.value) parts.push(selects.device.value);
      parts.push(selects.orientation.value);
      if (selects.locale.value) parts.push(selects.locale.value);
      for (var c in checks) if (checks[c].checked) parts.push(c);
      return parts.join(",");
    }

    function variantChanged() {
      // A variant lays the preview out anew: the taps so far start again from its state.
      state.taps = [];
      code.textContent = "";
      state.variants = currentVariants();
      draw(false);
    }

    function tap(p) {
      if (state.busy) return;
      draw(true, p);
    }

    function draw(tapping, p) {
      var taps = tapping ? state.taps.concat([p]) : state.taps;
      if (taps.length === 0 && !state.variants) return;
      state.busy = true;
      figure.setAttribute("aria-busy", "true");
      note.textContent = tapping ? "Tapping at " + p[0] + ", " + p[1] + " pt…" : "Drawing " + (state.variants || "") + "…";
      post("/api/click", token, { entry: base.entry, taps: taps, variants: state.variants }).then(function (data) {
        state.taps = taps;
        state.entry = data.entry;
        if (taps.length === 0) state.still = "/" + data.image;
        note.textContent = data.approximations && data.approximations.length
          ? "Drawn with approximations: " + data.approximations.join("; ") : "";
        if (data.code) code.textContent = data.code;
        img.src = "/" + data.image;
        state.transition = data.transition ? { number: data.transition, image: data.image } : null;
        playButton.hidden = !state.transition;
        if (state.transition) playButton.textContent = "Play the transition (" + data.transitionMilliseconds + " ms)";
        if (compareBox.firstChild && taps.length === 0) compare(true);
      }).catch(function (error) {
        note.textContent = error.message;
      }).then(function () {
        state.busy = false;
        figure.removeAttribute("aria-busy");
      });
    }

    // The transition into the tapped frame: its moments are drawn when asked, then played
    // from the frame before to the frame now (shown at once under reduced motion).
    function playTransition() {
      var t = state.transition;
      if (!t || state.busy) return;
      state.busy = true;
      note.textContent = "Drawing the transition…";
      post("/api/transition", token, { transition: t.number, image: t.image }).then(function (data) {
        note.textContent = "";
        var frames = data.frames.map(function (f) { return "/" + f; });
        var last = "/" + t.image;
        if (reduced || frames.length === 0) { img.src = last; return; }
        var loaded = frames.map(function (f) { var i = new Image(); i.src = f; return i; });
        return Promise.all(loaded.map(function (i) { return i.decode ? i.decode().catch(function () {}) : null; })).then(function () {
          var i = 0;
          var timer = window.setInterval(function () {
            if (i < frames.length) { img.src = frames[i++]; return; }
            window.clearInterval(timer);
            img.src = last;
          }, 1000 / (data.framesPerSecond || 30));
        });
      }).catch(function (error) {
        note.textContent = error.message;
      }).then(function () { state.busy = false; });
    }

    function zoomTo(value) {
      state.zoom = value;
      var width = img.naturalWidth / scale;
      if (value === "fit") {
        frame.classList.add("canvas-fit");
        img.style.width = "";
        img.style.height = "";
      } else {
        frame.classList.remove("canvas-fit");
        img.style.width = (width * Number(value) / 100) + "px";
        img.style.height = "auto";
      }
      img.classList.toggle("canvas-pixelated", value !== "fit" && Number(value) / 100 > scale);
      showGrid();
      if (point && !marker.hidden) showMarker();
    }

    // A line between pixels, once a pixel is at least 4 CSS pixels wide.
    function showGrid() {
      var perPixel = img.clientWidth / img.naturalWidth;
      var on = grid.checked && perPixel >= 4;
      grid.title = perPixel >= 4 ? "" : "The grid shows from 400 % at @" + scale + "x (a pixel 4 screen pixels wide)";
      gridLayer.hidden = !on;
      if (!on) return;
      gridLayer.style.left = img.offsetLeft + "px";
      gridLayer.style.top = img.offsetTop + "px";
      gridLayer.style.width = img.offsetWidth + "px";
      gridLayer.style.height = img.offsetHeight + "px";
      gridLayer.style.backgroundSize = perPixel + "px " + perPixel + "px";
    }

    function compare(open) {
      compareButton.setAttribute("aria-pressed", open ? "true" : "false");
      if (!open) { compareBox.textContent = ""; return; }
      compareBox.textContent = "Comparing with the reference…";
      var still = new URL(state.still, location.href).pathname.replace(/^\//, "");
      post("/api/compare", token, { entry: state.entry, image: still }).then(function (data) {
        compareBox.innerHTML = data.html;
        var summary = element("p", "canvas-note", data.sizeMismatch
          ? "The sizes differ from the reference."
          : data.differentPixels === 0 ? "Matches the reference." : data.differentPixels + " of " + data.totalPixels + " pixels differ from the reference.");
        compareBox.insertBefore(summary, compareBox.firstChild);
        var block = compareBox.querySelector(".compare");
        if (block) setUpComparison(block);
      }).catch(function (error) {
        compareBox.textContent = error.message;
      });
    }

    function record() {
      recordButton.disabled = true;
      note.textContent = "Recording " + state.entry + "…";
      post("/api/record", token, { entry: state.entry, variants: state.variants }).catch(function (error) {
        return { error: error.message };
      }).then(function (data) {
        note.textContent = data && data.error ? data.error : "Recorded " + state.entry + " into Snapshots/.";
        recordButton.disabled = !!settings.ci;
        if (compareBox.firstChild) compare(true);
      });
    }

    // A new build: whatever the canvas shows is drawn again by it.
    reloadHooks.push(function (changed, stamp) {
      var path = new URL(base.image, location.href).pathname;
      if (changed[path]) {
        if (state.still === base.image) state.still = path + "?v=" + stamp;
        base.image = path + "?v=" + stamp;
      }
      if (state.taps.length > 0 || state.variants) draw(false);
      if (compareBox.firstChild) compare(true);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var reloadHooks = [];
    setUpCanvas(reloadHooks);
    setUpSchemeSwitch();
    setUpFilter();
    setUpComparisons();
    setUpMotion();
    setUpMatrices();
    setUpLive(reloadHooks);
  });
})();
"""#
}
