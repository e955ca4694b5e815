// How the search page finds records, apart from the page itself (search.js, which draws the
// results), so that it can be read, and checked in a browser, on its own
// (Tests/browser/check_search.py): CIEDE2000 between sRGB colours, the colour spellings of a
// query, the names a pasted code spelling may mean, a bounded Damerau–Levenshtein distance for
// typos, and `searchIndex`, which scores the records of the index for a query. What matches how
// is described at the top of search.js. Sets window.THEMEBOOK_SEARCH.
(function () {
  "use strict";

  // Colour maths ------------------------------------------------------------------------------

  // sRGB channel (0–255) → linear light.
  function linear(c) {
    c /= 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }

  // sRGB [r, g, b] (0–255) → CIE L*a*b* [L, a, b] with the D65 white, with the matrix and white
  // point of CSS Color 4.
  function lab(rgb) {
    const r = linear(rgb[0]), g = linear(rgb[1]), b = linear(rgb[2]);
    const x = (506752 / 1228815 * r + 87881 / 245763 * g + 12673 / 70218 * b) / (0.3127 / 0.3290);
    const y = 87098 / 409605 * r + 175762 / 245763 * g + 12673 / 175545 * b;
    const z = (7918 / 409605 * r + 87881 / 737289 * g + 1001167 / 1053270 * b) / ((1 - 0.3127 - 0.3290) / 0.3290);
    function f(t) { return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116; }
    const fx = f(x), fy = f(y), fz = f(z);
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
  }

  // CIEDE2000 colour difference of two L*a*b* colours (Sharma, Wu and Dalal 2005; kL = kC = kH = 1).
  function ciede2000(one, two) {
    const rad = Math.PI / 180, pow7 = function (v) { return Math.pow(v, 7); };
    const L1 = one[0], a1 = one[1], b1 = one[2], L2 = two[0], a2 = two[1], b2 = two[2];
    const meanC = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
    const G = 0.5 * (1 - Math.sqrt(pow7(meanC) / (pow7(meanC) + pow7(25))));
    const a1p = (1 + G) * a1, a2p = (1 + G) * a2;
    const C1p = Math.hypot(a1p, b1), C2p = Math.hypot(a2p, b2);
    function hue(b, a) {
      if (b === 0 && a === 0) return 0;
      const h = Math.atan2(b, a) / rad;
      return h < 0 ? h + 360 : h;
    }
    const h1p = hue(b1, a1p), h2p = hue(b2, a2p);
    const chromatic = C1p * C2p !== 0;
    let dhp = 0;
    if (chromatic) {
      dhp = h2p - h1p;
      if (dhp > 180) dhp -= 360;
      else if (dhp < -180) dhp += 360;
    }
    const dLp = L2 - L1, dCp = C2p - C1p;
    const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(dhp / 2 * rad);
    const meanL = (L1 + L2) / 2, meanCp = (C1p + C2p) / 2;
    let meanH = h1p + h2p;
    if (chromatic) {
      if (Math.abs(h1p - h2p) > 180) meanH += meanH < 360 ? 360 : -360;
      meanH /= 2;
    }
    const T = 1 - 0.17 * Math.cos((meanH - 30) * rad) + 0.24 * Math.cos(2 * meanH * rad)
      + 0.32 * Math.cos((3 * meanH + 6) * rad) - 0.20 * Math.cos((4 * meanH - 63) * rad);
    const dTheta = 30 * Math.exp(-Math.pow((meanH - 275) / 25, 2));
    const RC = 2 * Math.sqrt(pow7(meanCp) / (pow7(meanCp) + pow7(25)));
    const SL = 1 + 0.015 * Math.pow(meanL - 50, 2) / Math.sqrt(20 + Math.pow(meanL - 50, 2));
    const SC = 1 + 0.045 * meanCp, SH = 1 + 0.015 * meanCp * T;
    const RT = -Math.sin(2 * dTheta * rad) * RC;
    const l = dLp / SL, c = dCp / SC, h = dHp / SH;
    return Math.sqrt(l * l + c * c + h * h + RT * c * h);
  }

  function hex2(v) { return (v < 16 ? "0" : "") + v.toString(16); }

  // "#0060df4d" → {hex: "#0060df4d", rgb: [0, 96, 223], alpha: 0.302}; null for anything else.
  function hexColour(hex) {
    const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex);
    if (!m) return null;
    const n = parseInt(m[1], 16);
    return { hex: hex.toLowerCase(), rgb: [n >> 16, (n >> 8) & 255, n & 255], alpha: m[2] ? parseInt(m[2], 16) / 255 : 1 };
  }

  // A whole query that is a colour: "#0061e0", "#06e", "#0061e0ff", "0061e0" (with a digit, so
  // "facade" stays a word), "0x0061E0" (as in UIColor(rgb: 0x0061E0)), "rgb(0 97 224)",
  // "rgba(0, 97, 224, 0.5)", "rgb(0% 38% 88% / 50%)". → {hex, rgb, alpha} (hex without "ff"); else null.
  function parseColour(text) {
    const t = String(text).trim().toLowerCase();
    let m = /^(#|0x)?([0-9a-f]+)$/.exec(t);
    if (m) {
      let digits = m[2];
      if (digits.length === 3 || digits.length === 4) {
        if (m[1] !== "#") return null;
        digits = digits.replace(/./g, "$&$&");
      } else if (digits.length !== 6 && digits.length !== 8) {
        return null;
      }
      if (!m[1] && !/[0-9]/.test(digits)) return null;
      if (digits.slice(6) === "ff") digits = digits.slice(0, 6);
      return hexColour("#" + digits);
    }
    m = /^rgba?\(([^()]*)\)$/.exec(t);
    if (!m) return null;
    const parts = m[1].trim().split(/\s*[,/]\s*|\s+/).filter(Boolean);
    if (parts.length < 3 || parts.length > 4) return null;
    const numbers = parts.map(function (part, i) {
      const p = /^([0-9]*\.?[0-9]+)(%?)$/.exec(part);
      if (!p) return NaN;
      const v = parseFloat(p[1]);
      if (i === 3) return Math.min(1, p[2] ? v / 100 : v);
      return Math.min(255, Math.round(p[2] ? v * 2.55 : v));
    });
    if (numbers.some(isNaN)) return null;
    const alpha = numbers.length === 4 ? Math.round(numbers[3] * 255) : 255;
    return hexColour("#" + numbers.slice(0, 3).map(hex2).join("") + (alpha === 255 ? "" : hex2(alpha)));
  }

  // A translucent colour as seen over an opaque background (sRGB "over", as browsers draw).
  function over(colour, background) {
    return colour.rgb.map(function (c, i) { return c * colour.alpha + background[i] * (1 - colour.alpha); });
  }

  // Names -------------------------------------------------------------------------------------

  // Lower case without the separators - and _ (and spaces): "Layer_1" → "layer1".
  function fold(text) { return text.toLowerCase().replace(/[-_\s]+/g, ""); }

  // The words of a name, lower case, of four letters or more: "textPrimaryInverted" → text,
  // primary, inverted; "lock_blocked-large" → lock, blocked, large; "Blue50" → blue.
  function nameParts(name) {
    return String(name).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Za-z])([0-9])/g, "$1 $2")
      .toLowerCase().split(/[^a-z0-9]+/).filter(function (w) { return w.length >= 4 && /[a-z]/.test(w); });
  }

  // "{Blue.Blue50}", "`theme.colors.layer1`", "\"lock_blocked\"", "layer1()" → the name inside.
  function unwrap(word) {
    return word.replace(/^[`'"{(\[<]+/, "").replace(/[`'"})\]>,;:]+$/, "").replace(/\(\)$/, "");
  }

  function lastName(path) {
    const names = path.split(".").filter(Boolean);
    return names.length ? names[names.length - 1] : "";
  }

  // The names a pasted spelling may mean, from the most to the least certain. `prefixes` are
  // the code names of the site config with their dot ("theme.colors.", "fxcolors."), lower case.
  function spellings(word, prefixes) {
    const whole = unwrap(word.toLowerCase());
    const names = whole.split(".").filter(Boolean);
    const out = { whole: whole, afterPrefix: [], member: [], last: lastName(whole), earlier: names.slice(0, -1) };
    (prefixes || []).forEach(function (prefix) {
      if (whole.length > prefix.length && whole.slice(0, prefix.length) === prefix) {
        const rest = whole.slice(prefix.length);
        out.afterPrefix.push(rest);
        if (rest.indexOf(".") > 0) out.member.push(rest.split(".")[0]);
      }
    });
    return out;
  }

  // Damerau–Levenshtein distance (optimal string alignment) of a and b, bounded: any distance
  // over `bound` is bound + 1. Also the distance of a to the nearest prefix of b ("textprimery"
  // to "textprimaryinverted"), for names that go on. → [whole, prefix].
  function editDistance(a, b, bound) {
    const none = [bound + 1, bound + 1];
    if (a.length - b.length > bound) return none;
    let before = null, previous = [], current;
    for (let j = 0; j <= b.length; j++) previous.push(j);
    for (let i = 1; i <= a.length; i++) {
      current = [i];
      let rowMin = i;
      for (let j = 1; j <= b.length; j++) {
        const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
        let v = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
          v = Math.min(v, before[j - 2] + 1);
        }
        current.push(v);
        if (v < rowMin) rowMin = v;
      }
      if (rowMin > bound) return none;
      before = previous;
      previous = current;
    }
    const whole = Math.min(previous[b.length], bound + 1);
    const prefix = Math.min.apply(null, previous.slice(Math.max(0, a.length - bound), a.length + bound + 1));
    return [whole, Math.min(prefix, bound + 1)];
  }

  // How many edits a word of this length may be off: none under 4 characters.
  function editBound(word) { return word.length < 4 ? 0 : word.length <= 5 ? 1 : word.length <= 9 ? 2 : 3; }

  // The records of the search index, prepared once, and the ways a query finds them. `themes`
  // are [{id, label, suffix, background: [r, g, b]}], `prefixes` the site config's code names
  // with their dot, lower case, longest first; `kinds` the kinds in their usual order.
  function searchIndex(list, themes, prefixes, kinds, nearestCount) {
    const NEAREST = nearestCount;
    const KINDS = kinds;
    // Image suffixes of the themes ("_dark"), longest first.
    const suffixes = themes.map(function (t) { return t.suffix.toLowerCase(); }).filter(Boolean)
      .filter(function (s, i, all) { return all.indexOf(s) === i; })
      .sort(function (a, b) { return b.length - a.length; });

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

    // "uses:light" → "light": a palette colour's tokens per theme (what the colour answers with).
    const USES = "uses:";

    function prepare(record) {
      const meta = record.meta || {};
      const usesKeys = Object.keys(meta).filter(function (key) { return record.kind === "palette" && key.indexOf(USES) === 0; });
      const values = Object.keys(meta).filter(function (key) { return usesKeys.indexOf(key) === -1; })
        .map(function (key) { return String(meta[key]).toLowerCase(); });
      // Theme id → the names of the tokens that take this palette colour there.
      const uses = {};
      usesKeys.forEach(function (key) { uses[key.slice(USES.length)] = String(meta[key]).split(/\s+/).filter(Boolean); });
      const colours = [];
      // Every colour a token or palette colour shows, with its theme and how it is seen there.
      const seen = [];
      if (record.kind === "token" || record.kind === "palette") {
        Object.keys(meta).filter(function (key) { return usesKeys.indexOf(key) === -1; }).forEach(function (key) {
          const theme = record.kind === "palette" ? null : themes.filter(function (t) { return t.id === key; })[0];
          String(meta[key]).toLowerCase().split(/\s+/).forEach(function (part) {
            if (!/^#[0-9a-f]{6,8}$/.test(part)) return;
            colours.push(part);
            const colour = hexColour(part);
            if (!colour || colour.alpha === 0 || (record.kind === "token" && !theme)) return;
            seen.push({ theme: theme, colour: colour, rgb: colour.alpha < 1 ? over(colour, theme ? theme.background : [255, 255, 255]) : colour.rgb });
          });
        });
      }
      const title = record.title.toLowerCase();
      const constant = String(meta.code || "").toLowerCase();
      const names = [title, lastName(title), lastName(constant)].filter(Boolean);
      // Names a typo is compared with: the names above and an image's themed names; then the
      // words of a guide's or rule's title, which count a little less than a whole name.
      const unique = function (n, i, all) { return n && all.indexOf(n) === i; };
      const fuzzy = names.concat(record.kind === "image" ? values : []).map(fold).filter(unique);
      // The words of a name ("textPrimary" → text, primary; "lock_blocked" → lock, blocked), so
      // that a partial or misspelt word ("primry", "acent") finds the names it is part of.
      const parts = record.kind === "guide" || record.kind === "rule" ? [] : nameParts(record.title).filter(unique);
      const fuzzyWords = record.kind === "guide"
        ? title.split(/[^a-z0-9]+/).filter(function (w) { return w.length >= 4; }).filter(unique) : [];
      return {
        record: record, title: title, values: values, colours: colours, seen: seen, constant: constant, uses: uses,
        titleLast: lastName(title), constantLast: lastName(constant), folded: names.map(fold), fuzzy: fuzzy, parts: parts,
        fuzzyWords: fuzzyWords, rest: (record.id + " " + record.text).toLowerCase(),
      };
    }

    // 100 for the very colour, 80 for the same colour at another alpha (six-digit queries), else 0.
    function colourScore(colour, hex) {
      if (withAlpha(colour) === withAlpha(hex)) return 100;
      return hex.length === 7 && colour.slice(0, 7) === hex ? 80 : 0;
    }

    // How well a pasted code spelling names the record; 0 when it does not.
    function codeScore(entry, spelling) {
      if (entry.constant && spelling.whole === entry.constant) return 100;
      if (spelling.afterPrefix.some(function (n) { return n === entry.title || n === entry.titleLast; })) return 100;
      if (spelling.member.some(function (n) { return n === entry.title || n === entry.titleLast; })) return 95;
      if (spelling.last && (spelling.last === entry.titleLast || spelling.last === entry.constantLast)) return 90;
      const folded = fold(spelling.last);
      if (folded && entry.folded.indexOf(folded) !== -1) return 85;
      if (spelling.earlier.some(function (n) { return n === entry.titleLast; })) return 60;
      return folded.length >= 3 && entry.folded.some(function (n) { return n.indexOf(folded) === 0; }) ? 55 : 0;
    }

    // How well one query word matches a prepared record; 0 when it does not.
    function score(entry, word, hex, spelling) {
      if (hex) {
        const best = Math.max.apply(null, [0].concat(entry.colours.map(function (c) { return colourScore(c, hex); })));
        if (best) return best;
      }
      if (entry.title === word) return 100;
      const byCode = codeScore(entry, spelling);
      if (byCode >= 90) return byCode;
      if (entry.values.indexOf(word) !== -1) return 90;
      // A dark name asked for an image the app does not theme: "bookmarkLarge_dark" finds
      // bookmarkLarge, whose result then shows it is the same name in every theme.
      if (entry.record.kind === "image" && suffixes.some(function (s) {
        return word.length > s.length && word.slice(-s.length) === s && entry.title === word.slice(0, -s.length);
      })) return 85;
      if (byCode >= 85) return byCode;
      if (entry.title.indexOf(word) === 0) return 70;
      if (byCode) return byCode;
      if (entry.title.indexOf(word) !== -1) return 50;
      if (entry.values.some(function (v) { return v.indexOf(word) !== -1; })) return 40;
      return entry.rest.indexOf(word) !== -1 ? 10 : 0;
    }

    // The query as lower-case words, each with its colour when it is one, and its code spellings.
    // A whole query that is a colour becomes that colour's hex.
    function parse(query) {
      const colour = parseColour(query);
      const words = colour ? [colour.hex] : query.toLowerCase().split(/\s+/).filter(Boolean);
      return {
        text: query.trim(), words: words, colour: colour, hexes: words.map(parseHex),
        spellings: words.map(function (w) { return spellings(w, prefixes); }),
      };
    }

    // Ties by title, then by id: results come in the same order whatever the order of the index.
    function byTitle(a, b) {
      const x = a.record, y = b.record;
      if (x.title !== y.title) return x.title < y.title ? -1 : 1;
      return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
    }

    // Records matching every word, best first; ties by title. A query naming a palette colour
    // (Blue50, {Blue.Blue50}) also finds the tokens that take it, each with the themes where it
    // does (`via`), after the colour itself.
    function search(query) {
      if (!query.words.length) return [];
      const found = [];
      records.forEach(function (entry) {
        let total = 0;
        for (let i = 0; i < query.words.length; i++) {
          const s = score(entry, query.words[i], query.hexes[i], query.spellings[i]);
          if (!s) return;
          total += s;
        }
        found.push({ entry: entry, score: total });
      });
      if (query.words.length === 1 && !query.colour) {
        found.filter(function (f) { return f.entry.record.kind === "palette" && f.score >= 85; }).forEach(function (colour) {
          Object.keys(colour.entry.uses).forEach(function (theme) {
            colour.entry.uses[theme].forEach(function (name) {
              const token = tokensByName[name];
              if (!token) return;
              let hit = found.filter(function (f) { return f.entry === token; })[0];
              if (!hit) {
                hit = { entry: token, score: Math.min(colour.score, 100) - 40 };
                found.push(hit);
              }
              if (!hit.via) hit.via = { palette: colour.entry.record.title, themes: [] };
              if (hit.via.palette === colour.entry.record.title && hit.via.themes.indexOf(theme) === -1) hit.via.themes.push(theme);
            });
          });
        });
      }
      return found.sort(function (a, b) { return b.score - a.score || byTitle(a.entry, b.entry); });
    }

    // When nothing matches: records each of whose words is within a few edits of one of its
    // names (a word that matches as it is counts 0), fewest edits first.
    function searchTypos(query) {
      const words = query.spellings.map(function (s) { return fold(s.last || s.whole); });
      if (!words.length || words.some(function (w) { return !w; })) return [];
      const found = [];
      records.forEach(function (entry) {
        // Names only: a rule is a sentence, never what a misspelt word meant.
        if (entry.record.kind === "rule") return;
        let total = 0;
        for (let i = 0; i < words.length; i++) {
          if (score(entry, query.words[i], query.hexes[i], query.spellings[i])) continue;
          const bound = editBound(words[i]);
          if (!bound) return;
          // Edits, plus a fraction for how far the word is from a whole name: a name that goes
          // on past the typo ("textprimaryinverted") comes after a whole one, then a word of a
          // name ("primry" in textPrimary), then a word of a guide's title. Only the edits
          // count against the bound.
          let best = Infinity;
          function consider(names, whole, prefix) {
            names.forEach(function (name) {
              const d = editDistance(words[i], name, bound);
              if (d[0] <= bound) best = Math.min(best, d[0] + whole);
              if (d[1] <= bound) best = Math.min(best, d[1] + prefix);
            });
          }
          consider(entry.fuzzy, 0, 0.5);
          consider(entry.parts, 0.25, 0.6);
          consider(entry.fuzzyWords, 0.5, 0.9);
          if (best === Infinity) return;
          total += best;
        }
        found.push({ entry: entry, score: 100 - 10 * total, edits: total });
      });
      return found.sort(function (a, b) {
        return a.edits - b.edits || kindOrder(a.entry) - kindOrder(b.entry)
          || a.entry.title.length - b.entry.title.length || byTitle(a.entry, b.entry);
      });
    }

    function kindOrder(entry) {
      for (let i = 0; i < KINDS.length; i++) if (KINDS[i][0] === entry.record.kind) return i;
      return KINDS.length;
    }

    // The tokens and palette colours nearest to a colour by CIEDE2000, leaving out `exact`
    // records. A token counts with its nearest value in any theme (and any gradient stop).
    function nearest(colour, exact) {
      const target = lab(colour.rgb);
      const near = { token: [], palette: [] };
      records.forEach(function (entry) {
        if (!entry.seen.length || exact.indexOf(entry) !== -1) return;
        let best = null;
        entry.seen.forEach(function (value) {
          if (!value.lab) value.lab = lab(value.rgb);
          const distance = ciede2000(target, value.lab);
          if (!best || distance < best.distance - 1e-9) best = { entry: entry, distance: distance, values: [value] };
          else if (Math.abs(distance - best.distance) <= 1e-9) best.values.push(value);
        });
        near[entry.record.kind].push(best);
      });
      Object.keys(near).forEach(function (kind) {
        near[kind] = near[kind].sort(function (a, b) { return a.distance - b.distance || byTitle(a.entry, b.entry); }).slice(0, NEAREST);
      });
      return near;
    }

    const records = list.map(prepare);
    const tokensByName = {};
    records.forEach(function (entry) {
      if (entry.record.kind === "token" && !(entry.record.title in tokensByName)) tokensByName[entry.record.title] = entry;
    });
    return { parse: parse, search: search, searchTypos: searchTypos, nearest: nearest, colourScore: colourScore };
  }

  window.THEMEBOOK_SEARCH = {
    searchIndex: searchIndex,
    lab: lab, ciede2000: ciede2000, hex2: hex2, hexColour: hexColour, parseColour: parseColour, over: over,
    fold: fold, lastName: lastName, spellings: spellings, editDistance: editDistance, editBound: editBound, nameParts: nameParts,
  };
})();
