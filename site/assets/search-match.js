// What the search page matches with, apart from the page (search.js), so that it can be read,
// and checked in a browser, on its own (Tests/browser/check_search.py): CIEDE2000 between sRGB
// colours, the colour spellings of a query, the names a pasted code spelling may mean, and a
// bounded Damerau–Levenshtein distance for typos. Sets window.THEMEBOOK_SEARCH.
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

  window.THEMEBOOK_SEARCH = {
    lab: lab, ciede2000: ciede2000, hex2: hex2, hexColour: hexColour, parseColour: parseColour, over: over,
    fold: fold, lastName: lastName, spellings: spellings, editDistance: editDistance, editBound: editBound,
  };
})();
