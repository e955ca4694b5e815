// The search page: tokens, palette colours, images, guide sections and rules, as you type.
//
// The index comes from search-index.js, a script that sets window.THEMEBOOK_SEARCH_INDEX, so the
// page works when opened from disk (file://), where browsers refuse to fetch files. Over http the
// page falls back to fetching search-index.json if that script did not load. The page itself
// carries what is the same for every record: the themes (#search-themes, with each theme's
// background) and how the app's code spells names (#search-code).
//
// Matching, per word of the query (every word must match; the best way a word matches counts):
// - text: case-insensitive substring of the title, id, text or any meta value (so an image's
//   themed name such as lock_blocked_dark finds lock_blocked); a name with a theme's image suffix
//   also finds an image that is not themed (bookmarkLarge_dark finds bookmarkLarge);
// - code: the spellings developers paste. Quotes, braces and backticks around a word go
//   ({Blue.Blue50}, "lock_blocked"); an image's constant matches whole
//   (StandardImageIdentifiers.Large.bookmark); the site config's code names are stripped
//   (theme.colors.layer1, FXColors.Blue50, then .cgColor after them is ignored); otherwise the
//   last dotted name counts (currentTheme.colors.textPrimary, .bookmark, Blue.Blue50); case and
//   the separators - and _ do not matter (layer-1, LAYER_1);
// - colour: "#0060df", "0060DF" or "#06d" also match a token or palette colour by value, in any
//   theme and any gradient stop. Six digits find the colour at any alpha (opaque values first),
//   eight digits one exact value; three digits need the "#" ("add" stays a word).
// (The matching itself is in search-match.js.)
// - palette: a palette colour's name (Blue50) also finds the tokens taking it, theme by theme
//   (its record's `uses:<theme>` entries), listed after it.
// A one-word query is taken as a name: tokens, palette colours and images come before guides
// and rules. An image's names are shown once each, with the themes asking for them.
// When the whole query is a colour (#0061e0, 0x0061E0, rgb(0 97 224)), the tokens (per theme,
// translucent values as seen over that theme's background) and palette colours nearest to it by
// CIEDE2000 follow the exact matches. When no name matches (nothing, or for one word only words
// inside texts), names within a small edit distance (Damerau–Levenshtein), also of the words of
// names ("primry" → textPrimary), come first: "did you mean", names only, never a rule.
(function () {
  "use strict";

  const match = window.THEMEBOOK_SEARCH;
  if (!match) return;
  const hex2 = match.hex2, hexColour = match.hexColour;

  // The page ----------------------------------------------------------------------------------

  const KINDS = [
    ["token", "Tokens"], ["palette", "Palette colours"], ["image", "Images"], ["guide", "Guides"], ["rule", "Rules"],
  ];
  const LIMIT = 100;
  // How many nearest tokens and palette colours a colour query lists.
  const NEAREST = 8;

  const input = document.getElementById("q");
  const results = document.getElementById("results");
  const status = document.getElementById("search-status");
  const suggest = document.getElementById("search-suggest");
  if (!input || !results) return;

  const themes = Array.prototype.map.call(document.querySelectorAll("#search-themes [data-theme]"), function (li) {
    const background = hexColour(li.getAttribute("data-background") || "");
    return {
      id: li.getAttribute("data-theme"), label: li.textContent, suffix: li.getAttribute("data-image-suffix") || "",
      background: background ? background.rgb : [255, 255, 255],
    };
  });
  // The code names of the site config, each with its dot, longest first.
  const code = document.getElementById("search-code");
  const prefixes = (code ? [code.getAttribute("data-tokens") || ""].concat((code.getAttribute("data-palette") || "").split(/\s+/)) : [])
    .filter(Boolean).map(function (p) { return p.toLowerCase().replace(/\.?$/, "."); })
    .sort(function (a, b) { return b.length - a.length; });
  let index = null;
  let options = [];
  let active = -1;

  // "ΔE 0.8"; "ΔE < 0.1" for a colour that differs by less than shows.
  function distanceText(distance) {
    const shown = distance.toFixed(1);
    return shown === "0.0" && distance > 0 ? "ΔE < 0.1" : "ΔE " + shown;
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

  // The values of a record, each with the themes that have it: a token's hex per theme, an
  // image's name (once when every theme asks for the same one, else each name with the themes
  // asking for it), a palette colour's hex.
  function metaItems(record) {
    const meta = record.meta || {};
    if (record.kind === "palette") return "hex" in meta ? [{ ids: [], label: "", value: String(meta.hex) }] : [];
    const keys = themes.length
      ? themes.filter(function (t) { return t.id in meta; })
      : Object.keys(meta).filter(function (key) { return key.indexOf(":") === -1 && key !== "code"; })
        .map(function (key) { return { id: key, label: key }; });
    const items = keys.map(function (theme) { return { ids: [theme.id], labels: [theme.label], value: String(meta[theme.id]) }; });
    if (record.kind !== "image") return items.map(function (i) { i.label = i.labels[0]; return i; });
    const merged = [];
    items.forEach(function (item) {
      const same = merged.filter(function (m) { return m.value === item.value; })[0];
      if (same) { same.ids.push(item.ids[0]); same.labels.push(item.labels[0]); } else merged.push(item);
    });
    merged.forEach(function (m) { m.label = merged.length === 1 ? "" : m.labels.join(", "); });
    return merged;
  }

  // One item per value: the themes' label, and the value (a hex with a swatch, or an image name).
  function metaLine(record, query, matchThemes) {
    const keys = metaItems(record);
    if (!keys.length) return null;
    const line = element("span", "result-meta");
    keys.forEach(function (theme) {
      const value = theme.value;
      const lower = value.toLowerCase();
      const item = element("span", "result-value");
      item.setAttribute("data-themes", theme.ids.join(" "));
      if (theme.ids.length === 1) item.setAttribute("data-theme", theme.ids[0]);
      if (theme.label) {
        item.appendChild(element("span", "result-theme", theme.label));
        item.appendChild(document.createTextNode(" "));
      }
      const colour = record.kind === "token" || record.kind === "palette";
      if (colour && value) item.appendChild(swatch(value));
      item.appendChild(element("code", null, value || "no value"));
      const hit = (matchThemes || []).some(function (id) { return theme.ids.indexOf(id) !== -1; }) || query.words.some(function (word, i) {
        const hex = query.hexes[i];
        return lower === word || (colour && hex && lower.split(/\s+/).some(function (part) { return index.colourScore(part, hex) > 0; }));
      });
      if (hit) item.classList.add("is-match");
      line.appendChild(item);
    });
    return line;
  }

  // A result link: the record's title, its values per theme and, for an image, its constant.
  function link(record, index) {
    const a = element("a", "result");
    a.href = record.url;
    a.id = "result-" + index;
    a.setAttribute("role", "option");
    a.setAttribute("aria-selected", "false");
    a.appendChild(element(record.kind === "guide" || record.kind === "rule" ? "span" : "code", "result-title", record.title));
    return a;
  }

  function option(found, index, query) {
    const record = found.entry.record;
    const li = element("li");
    li.setAttribute("role", "presentation");
    const a = link(record, index);
    if (query.colour) {
      a.appendChild(element("span", "result-distance result-exact",
        found.score >= 100 ? "exact" : "exact colour, other alpha"));
    }
    const meta = metaLine(record, query, found.via && found.via.themes);
    if (meta) a.appendChild(meta);
    if (found.via) a.appendChild(element("span", "result-text result-via", "takes " + found.via.palette + " in " + themeLabels(found.via.themes)));
    if (record.kind === "palette") {
      const uses = usesLine(found.entry);
      if (uses) a.appendChild(uses);
    }
    if (record.meta && record.meta.code) a.appendChild(element("code", "result-code", record.meta.code));
    if (record.text) a.appendChild(element("span", "result-text", record.text));
    li.appendChild(a);
    return li;
  }

  // "Light, Dark", in the themes' order.
  function themeLabels(ids) {
    return themes.filter(function (t) { return ids.indexOf(t.id) !== -1; }).map(function (t) { return t.label; }).join(", ");
  }

  // A palette colour's tokens, a line per theme: "Light: actionPrimary, textAccent".
  function usesLine(entry) {
    const ids = themes.map(function (t) { return t.id; }).filter(function (id) { return entry.uses[id]; });
    const line = element("span", "result-uses");
    if (!ids.length) {
      line.textContent = "No token takes it";
      return line;
    }
    ids.forEach(function (id) {
      const part = element("span", "result-use");
      part.setAttribute("data-theme", id);
      part.appendChild(element("span", "result-theme", themeLabels([id]) + ":"));
      part.appendChild(document.createTextNode(" " + entry.uses[id].join(", ")));
      line.appendChild(part);
    });
    return line;
  }

  // A near colour: the record, the theme(s) whose value is nearest, that value, and the distance.
  function nearOption(near, index) {
    const record = near.entry.record;
    const li = element("li");
    li.setAttribute("role", "presentation");
    const a = link(record, index);
    a.appendChild(element("span", "result-distance", distanceText(near.distance)));
    const line = element("span", "result-meta");
    near.values.forEach(function (value) {
      const item = element("span", "result-value");
      if (value.theme) {
        item.setAttribute("data-theme", value.theme.id);
        item.appendChild(element("span", "result-theme", value.theme.label));
        item.appendChild(document.createTextNode(" "));
      }
      item.appendChild(swatch(value.colour.hex));
      item.appendChild(element("code", null, value.colour.hex));
      if (value.colour.alpha < 1) {
        const shown = "#" + value.rgb.map(function (c) { return hex2(Math.round(c)); }).join("");
        item.appendChild(element("span", "result-seen", "seen as " + shown));
      }
      line.appendChild(item);
    });
    a.appendChild(line);
    li.appendChild(a);
    return li;
  }

  // A group of results under a heading with its count (or `note`); `more` is how many were left out.
  function group(kind, title, items, more, note) {
    const section = element("section", "result-group");
    section.setAttribute("data-kind", kind);
    section.setAttribute("role", "group");
    // A listbox holds only groups and options (WAI-ARIA): the heading, the list and its items
    // are presentation there, so the group is named by its heading and each option sits
    // directly in its group for assistive technology.
    const heading = element("h2", null, title + " ");
    heading.setAttribute("role", "presentation");
    heading.id = "results-" + kind;
    if (note) heading.appendChild(note);
    else heading.appendChild(element("span", "meta", String(items.length + more)));
    section.setAttribute("aria-labelledby", heading.id);
    const list = element("ol");
    list.setAttribute("role", "presentation");
    items.forEach(function (li) { list.appendChild(li); });
    section.appendChild(heading);
    section.appendChild(list);
    if (more > 0) {
      const rest = element("p", "meta", more + " more; add a word to narrow.");
      rest.setAttribute("role", "presentation");
      section.appendChild(rest);
    }
    results.appendChild(section);
  }

  function add(li) {
    options.push(li);
    return li;
  }

  // Names only (tokens, colours, images, guides), never a rule's sentence.
  function showSuggestions(found) {
    if (!suggest) return;
    found = found.filter(function (f) { return f.entry.record.kind !== "rule"; });
    suggest.textContent = "";
    suggest.hidden = !found.length;
    if (!found.length) return;
    suggest.appendChild(document.createTextNode("Did you mean "));
    found.slice(0, 3).forEach(function (f, i, shown) {
      if (i) suggest.appendChild(document.createTextNode(i === shown.length - 1 ? " or " : ", "));
      const a = element("a", null, f.entry.record.title);
      a.href = f.entry.record.url;
      suggest.appendChild(a);
    });
    suggest.appendChild(document.createTextNode("?"));
  }

  function render(text) {
    const query = index.parse(text);
    let found = index.search(query);
    // A query that looks like a name (one word): tokens, colours and images before guides and
    // rules, and when it is no name at all, only words in a text ("acent" in "adjacent"), the
    // names it may mean come first, with "did you mean".
    const nameLike = query.words.length === 1 && !query.colour;
    const weak = !found.length || (nameLike && found[0].score <= 10);
    const typos = weak && !query.colour ? index.searchTypos(query) : [];
    if (typos.length) {
      found = typos.concat(found.filter(function (f) { return !typos.some(function (t) { return t.entry === f.entry; }); }));
    }
    results.textContent = "";
    options = [];
    active = -1;
    const tier = function (kind) { return nameLike && (kind === "guide" || kind === "rule") ? 1 : 0; };
    // Groups in the order of their best result, then in the usual order of kinds.
    const groups = KINDS.map(function (kind, order) {
      const matches = found.filter(function (f) { return f.entry.record.kind === kind[0]; });
      return { kind: kind, order: order, matches: matches, best: matches.length ? matches[0].score : 0 };
    }).filter(function (g) { return g.matches.length; })
      .sort(function (a, b) { return tier(a.kind[0]) - tier(b.kind[0]) || b.best - a.best || a.order - b.order; });
    groups.forEach(function (g) {
      const items = g.matches.slice(0, LIMIT).map(function (f) { return add(option(f, options.length, query)); });
      group(g.kind[0], g.kind[1], items, Math.max(0, g.matches.length - LIMIT));
    });
    let near = null;
    if (query.colour) {
      near = index.nearest(query.colour, found.map(function (f) { return f.entry; }));
      [["token", "Nearest tokens"], ["palette", "Nearest palette colours"]].forEach(function (kind) {
        if (!near[kind[0]].length) return;
        const items = near[kind[0]].map(function (n) { return add(nearOption(n, options.length)); });
        const note = element("span", "meta", "to ");
        note.appendChild(swatch(query.colour.hex));
        note.appendChild(element("code", null, query.colour.hex));
        note.appendChild(document.createTextNode(", by CIEDE2000 ΔE"));
        group("nearest-" + kind[0], kind[1], items, 0, note);
      });
    }
    showSuggestions(typos);
    input.setAttribute("aria-expanded", options.length ? "true" : "false");
    input.removeAttribute("aria-activedescendant");
    if (status) status.textContent = announce(query, found, typos.length > 0, near);
  }

  // What the live region says: the count, or what was offered instead.
  function announce(query, found, typos, near) {
    if (!query.words.length) return "";
    const said = "“" + query.text + "”";
    const count = function (n, one, many) { return n + " " + (n === 1 ? one : many); };
    if (near) {
      const first = near.token.concat(near.palette).sort(function (a, b) { return a.distance - b.distance; })[0];
      const closest = first ? "; nearest " + first.entry.record.title + ", " + distanceText(first.distance) : "";
      return (found.length ? count(found.length, "exact result", "exact results") + " for " + said : "No exact match for " + said)
        + ", then the " + count(near.token.length, "nearest token", "nearest tokens") + " and "
        + count(near.palette.length, "nearest palette colour", "nearest palette colours") + closest;
    }
    if (typos) {
      const names = found.filter(function (f) { return f.edits !== undefined; });
      const first = names.filter(function (f) { return f.entry.record.kind !== "rule"; })[0] || names[0];
      const others = found.length - names.length;
      return "No name matches " + said + ". Did you mean " + first.entry.record.title + "? "
        + count(names.length, "close name", "close names")
        + (others ? ", and " + count(others, "result", "results") + " with the word in their text" : "") + ".";
    }
    return found.length
      ? count(found.length, "result", "results") + " for " + said
      : "Nothing matches " + said + ".";
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

  function start(list) {
    index = match.searchIndex(list, themes, prefixes, KINDS, NEAREST);
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
