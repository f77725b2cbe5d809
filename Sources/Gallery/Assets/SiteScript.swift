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
  function setUpLive() {
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
      status("", "");
    });
  }

  /* Served by `previews serve`: clicking a snapshot taps it there (the state's steps, then
     every tap so far, replayed by the latest build); the new frame replaces the picture, and
     the steps show as code to paste into the preview. Reset goes back to the state. */
  function setUpClicks() {
    if (location.protocol !== "http:" || !window.fetch) return;
    var match = /token=([0-9a-f]+)/.exec(location.hash);
    if (!match) return;
    var token = match[1];
    var images = document.querySelectorAll(".variant .stills > .frame img");
    for (var i = 0; i < images.length; i++) images[i].addEventListener("click", clicked);
    function round(v) { return Math.round(v * 10) / 10; }
    function panel(figure) {
      var box = figure.querySelector(".clicks");
      if (box) return box;
      box = document.createElement("div");
      box.className = "clicks";
      var reset = document.createElement("button");
      reset.type = "button";
      reset.textContent = "Reset";
      reset.addEventListener("click", function () {
        var img = figure.querySelector(".stills > .frame img");
        img.src = img.dataset.original;
        img.dataset.taps = "[]";
        box.remove();
      });
      var code = document.createElement("pre");
      code.className = "clicks-code";
      box.appendChild(reset);
      box.appendChild(code);
      figure.appendChild(box);
      return box;
    }
    function clicked(event) {
      var img = event.currentTarget;
      if (!img.dataset.entry) {
        var m = /^\/images\/(.+)@(\d)x\.png$/.exec(new URL(img.getAttribute("src"), location.href).pathname);
        if (!m) return;
        img.dataset.entry = m[1];
        img.dataset.scale = m[2];
        img.dataset.original = img.getAttribute("src");
        img.dataset.taps = "[]";
      }
      var ratio = img.naturalWidth / img.clientWidth / Number(img.dataset.scale);
      var taps = JSON.parse(img.dataset.taps);
      taps.push([round(event.offsetX * ratio), round(event.offsetY * ratio)]);
      var figure = img.closest("figure");
      var box = panel(figure);
      box.querySelector(".clicks-code").textContent = "Tapping…";
      fetch("/api/click", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Proofsheet-Token": token },
        body: JSON.stringify({ entry: img.dataset.entry, taps: taps })
      }).then(function (r) {
        return r.ok ? r.json() : r.text().then(function (t) { throw new Error(t); });
      }).then(function (data) {
        img.dataset.taps = JSON.stringify(taps);
        img.src = "/" + data.image;
        box.querySelector(".clicks-code").textContent = data.code;
      }).catch(function (error) {
        box.querySelector(".clicks-code").textContent = "// " + error.message;
      });
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    setUpClicks();
    setUpSchemeSwitch();
    setUpFilter();
    setUpComparisons();
    setUpMotion();
    setUpMatrices();
    setUpLive();
  });
})();
"""#
}
