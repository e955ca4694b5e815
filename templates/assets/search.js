// The search page: tokens, palette colours, images, guide sections and rules, as you type.
//
// The index comes from search-index.js, a script that sets window.THEMEBOOK_SEARCH_INDEX, so the
// page works when opened from disk (file://), where browsers refuse to fetch files. Over http the
// page falls back to fetching search-index.json if that script did not load.
//
// Matching, per word of the query (every word must match):
// - text: case-insensitive substring of the title, id, text or any meta value (so an image's
//   themed name such as lock_blocked_dark finds lock_blocked); a name with a theme's image suffix
//   also finds an image that is not themed (bookmarkLarge_dark finds bookmarkLarge);
// - colour: "#0060df", "0060DF" or "#06d" also match a token or palette colour by value, in any
//   theme and any gradient stop. Six digits find the colour at any alpha (opaque values first),
//   eight digits one exact value; three digits need the "#" ("add" stays a word).
(function () {
  "use strict";

  const KINDS = [
    ["token", "Tokens"], ["palette", "Palette colours"], ["image", "Images"], ["guide", "Guides"], ["rule", "Rules"],
  ];
  const LIMIT = 100;

  const input = document.getElementById("q");
  const results = document.getElementById("results");
  const status = document.getElementById("search-status");
  if (!input || !results) return;

  const themes = Array.prototype.map.call(document.querySelectorAll("#search-themes [data-theme]"), function (li) {
    return { id: li.getAttribute("data-theme"), label: li.textContent, suffix: li.getAttribute("data-image-suffix") || "" };
  });
  // Image suffixes of the themes ("_dark"), longest first.
  const suffixes = themes.map(function (t) { return t.suffix.toLowerCase(); }).filter(Boolean)
    .filter(function (s, i, all) { return all.indexOf(s) === i; })
    .sort(function (a, b) { return b.length - a.length; });
  let records = [];
  let options = [];
  let active = -1;

  // "#0060DF", "0060df", "#06d", "#0060df4d" → "#0060df", "#0066dd", "#0060df4d"; null for anything else.
  function parseHex(word) {
    const match = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(word);
    if (!match || (match[1].length === 3 && word.charAt(0) !== "#")) return null;
    let digits = match[1].toLowerCase();
    if (digits.length === 3) digits = digits.replace(/./g, "$&$&");
    return "#" + digits;
  }

  // Colour values with alpha spelled out: "#0060df" → "#0060dfff".
  function withAlpha(hex) { return hex.length === 7 ? hex + "ff" : hex; }

  function prepare(record) {
    const meta = record.meta || {};
    const values = Object.keys(meta).map(function (key) { return String(meta[key]).toLowerCase(); });
    const colours = [];
    if (record.kind === "token" || record.kind === "palette") {
      values.forEach(function (value) {
        value.split(/\s+/).forEach(function (part) { if (/^#[0-9a-f]{6,8}$/.test(part)) colours.push(part); });
      });
    }
    return {
      record: record, title: record.title.toLowerCase(), values: values, colours: colours,
      rest: (record.id + " " + record.text).toLowerCase(),
    };
  }

  // 100 for the very colour, 80 for the same colour at another alpha (six-digit queries), else 0.
  function colourScore(colour, hex) {
    if (withAlpha(colour) === withAlpha(hex)) return 100;
    return hex.length === 7 && colour.slice(0, 7) === hex ? 80 : 0;
  }

  // How well one query word matches a prepared record; 0 when it does not.
  function score(entry, word, hex) {
    if (hex) {
      const best = Math.max.apply(null, [0].concat(entry.colours.map(function (c) { return colourScore(c, hex); })));
      if (best) return best;
    }
    if (entry.title === word) return 100;
    if (entry.values.indexOf(word) !== -1) return 90;
    // A dark name asked for an image the app does not theme: "bookmarkLarge_dark" finds
    // bookmarkLarge, whose result then shows it is the same name in every theme.
    if (entry.record.kind === "image" && suffixes.some(function (s) {
      return word.length > s.length && word.slice(-s.length) === s && entry.title === word.slice(0, -s.length);
    })) return 85;
    if (entry.title.indexOf(word) === 0) return 70;
    if (entry.title.indexOf(word) !== -1) return 50;
    if (entry.values.some(function (v) { return v.indexOf(word) !== -1; })) return 40;
    return entry.rest.indexOf(word) !== -1 ? 10 : 0;
  }

  // The query as lower-case words, each with its colour when it is one.
  function parse(query) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return { words: words, hexes: words.map(parseHex) };
  }

  function byTitle(a, b) {
    return a.record.title < b.record.title ? -1 : a.record.title > b.record.title ? 1 : 0;
  }

  // Records matching every word, best first; ties by title.
  function search(query) {
    if (!query.words.length) return [];
    const found = [];
    records.forEach(function (entry) {
      let total = 0;
      for (let i = 0; i < query.words.length; i++) {
        const s = score(entry, query.words[i], query.hexes[i]);
        if (!s) return;
        total += s;
      }
      found.push({ entry: entry, score: total });
    });
    return found.sort(function (a, b) { return b.score - a.score || byTitle(a.entry, b.entry); });
  }

  function element(tag, className, text) {
    const el = document.createElement(tag);
    if (className) el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  }

  function swatch(value) {
    const el = element("span", "swatch swatch-mini checker");
    const stops = value.split(/\s+/);
    el.style.setProperty("--swatch", stops.length > 1 ? "linear-gradient(to right, " + stops.join(", ") + ")" : value);
    return el;
  }

  // One line per theme: its label and the value (a hex with a swatch, or an image name).
  function metaLine(record, query) {
    const meta = record.meta || {};
    const keys = themes.length && record.kind !== "palette"
      ? themes.filter(function (t) { return t.id in meta; })
      : Object.keys(meta).map(function (key) { return { id: key, label: key }; });
    if (!keys.length) return null;
    const line = element("span", "result-meta");
    keys.forEach(function (theme) {
      const value = String(meta[theme.id]);
      const lower = value.toLowerCase();
      const item = element("span", "result-value");
      item.setAttribute("data-theme", theme.id);
      item.appendChild(element("span", "result-theme", theme.label));
      item.appendChild(document.createTextNode(" "));
      const colour = record.kind === "token" || record.kind === "palette";
      if (colour && value) item.appendChild(swatch(value));
      item.appendChild(element("code", null, value || "no value"));
      const hit = query.words.some(function (word, i) {
        const hex = query.hexes[i];
        return lower === word || (colour && hex && lower.split(/\s+/).some(function (part) { return colourScore(part, hex) > 0; }));
      });
      if (hit) item.classList.add("is-match");
      line.appendChild(item);
    });
    return line;
  }

  function option(record, index, query) {
    const li = element("li");
    const link = element("a", "result");
    link.href = record.url;
    link.id = "result-" + index;
    link.setAttribute("role", "option");
    link.setAttribute("aria-selected", "false");
    link.appendChild(element(record.kind === "guide" || record.kind === "rule" ? "span" : "code", "result-title", record.title));
    const meta = metaLine(record, query);
    if (meta) link.appendChild(meta);
    if (record.text) link.appendChild(element("span", "result-text", record.text));
    li.appendChild(link);
    return li;
  }

  function render(text) {
    const query = parse(text);
    const found = search(query);
    results.textContent = "";
    options = [];
    active = -1;
    KINDS.forEach(function (kind) {
      const matches = found.filter(function (f) { return f.entry.record.kind === kind[0]; });
      if (!matches.length) return;
      const group = element("section", "result-group");
      group.setAttribute("data-kind", kind[0]);
      group.setAttribute("role", "group");
      const heading = element("h2", null, kind[1] + " ");
      heading.id = "results-" + kind[0];
      heading.appendChild(element("span", "meta", String(matches.length)));
      group.setAttribute("aria-labelledby", heading.id);
      const list = element("ol");
      matches.slice(0, LIMIT).forEach(function (f) {
        const li = option(f.entry.record, options.length, query);
        options.push(li);
        list.appendChild(li);
      });
      group.appendChild(heading);
      group.appendChild(list);
      if (matches.length > LIMIT) group.appendChild(element("p", "meta", (matches.length - LIMIT) + " more; add a word to narrow."));
      results.appendChild(group);
    });
    input.setAttribute("aria-expanded", options.length ? "true" : "false");
    input.removeAttribute("aria-activedescendant");
    if (status) {
      status.textContent = !query.words.length ? "" : found.length
        ? found.length + (found.length === 1 ? " result" : " results") + " for “" + text.trim() + "”"
        : "Nothing matches “" + text.trim() + "”.";
    }
  }

  function select(index) {
    if (active >= 0 && options[active]) {
      options[active].classList.remove("active");
      options[active].firstChild.setAttribute("aria-selected", "false");
    }
    active = Math.max(-1, Math.min(index, options.length - 1));
    if (active < 0) { input.removeAttribute("aria-activedescendant"); return; }
    const li = options[active];
    li.classList.add("active");
    li.firstChild.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", li.firstChild.id);
    li.scrollIntoView({ block: "nearest" });
  }

  // Keeps ?q= in the address bar so a search can be shared or reloaded.
  function remember(query) {
    try {
      const url = query.trim() ? "?q=" + encodeURIComponent(query.trim()) : window.location.pathname;
      window.history.replaceState(null, "", url);
    } catch (e) {
      // Some browsers refuse history changes on file:// pages; the search works without them.
    }
  }

  input.addEventListener("input", function () {
    render(input.value);
    remember(input.value);
  });

  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { select(active + 1); event.preventDefault(); }
    else if (event.key === "ArrowUp") { select(active - 1); event.preventDefault(); }
    else if (event.key === "Escape") { select(-1); }
    else if (event.key === "Enter" && options.length) {
      event.preventDefault();
      window.location.href = options[Math.max(active, 0)].firstChild.href;
    }
  });

  function start(index) {
    records = index.map(prepare);
    const query = new URLSearchParams(window.location.search).get("q") || "";
    if (query) input.value = query;
    render(input.value);
    input.focus();
  }

  if (Array.isArray(window.THEMEBOOK_SEARCH_INDEX)) {
    start(window.THEMEBOOK_SEARCH_INDEX);
  } else if (window.fetch && window.location.protocol !== "file:") {
    fetch("search-index.json")
      .then(function (response) { return response.json(); })
      .then(start)
      .catch(function () { if (status) status.textContent = "The search index could not be loaded."; });
  } else if (status) {
    status.textContent = "The search index (search-index.js) is missing.";
  }
})();
