import Foundation

/// The one entry point of the colour maths: any colour of the colour module → the sRGB colour a
/// swatch paints, gamut-mapped as CSS Color 4 maps a colour for an sRGB screen (§ 13.2).
public enum ColorConversion {
    /// A colour made ready for a swatch.
    public struct Result: Sendable, Hashable {
        public var color: Color
        /// The colour lies outside sRGB and was gamut-mapped to reach `color`.
        public var outOfGamut: Bool
    }

    /// How far outside 0…1 an sRGB channel may be and still count as inside the gamut: conversions
    /// through XYZ leave rounding noise (`oklch(0.628 0.2577 29.23)` is red at 1.00002), which
    /// must not be reported as out of gamut.
    static let gamutTolerance = 0.000075
    /// CSS Color 4's just noticeable difference in deltaEOK, and the search's chroma precision.
    static let jnd = 0.02
    static let chromaEpsilon = 0.0001

    /// `components` in `space`'s own units (a `none` component is passed as 0, as CSS does when
    /// converting); `alpha` is kept as it is.
    public static func srgb(_ space: ColorSpace, _ components: [Double], alpha: Double = 1) -> Result {
        guard components.count == 3, components.allSatisfy(\.isFinite) else {
            return Result(color: Color(red: 0, green: 0, blue: 0, alpha: alpha), outOfGamut: false)
        }
        let c = (components[0], components[1], components[2])
        let rgb = space.srgb(c)
        if inGamut(rgb) {
            return Result(color: clipped(rgb, alpha: alpha), outOfGamut: false)
        }
        return Result(color: gamutMapped(space.xyzD65(c), alpha: alpha), outOfGamut: true)
    }

    static func inGamut(_ rgb: ColorSpace.Vector) -> Bool {
        [rgb.0, rgb.1, rgb.2].allSatisfy { $0.isFinite && $0 >= -gamutTolerance && $0 <= 1 + gamutTolerance }
    }

    static func clipped(_ rgb: ColorSpace.Vector, alpha: Double) -> Color {
        func clip(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return Color(red: clip(rgb.0), green: clip(rgb.1), blue: clip(rgb.2), alpha: alpha)
    }

    /// CSS Color 4's gamut mapping: in OKLCh, keep lightness and hue and search (binary) the
    /// largest chroma whose clipped colour is within a just noticeable difference of it; a
    /// lightness at or past white or black gives white or black.
    static func gamutMapped(_ xyz: ColorSpace.Vector, alpha: Double) -> Color {
        let origin = ColorSpace.rectangularToPolar(ColorSpace.xyzToOKLab(xyz))
        let lightness = origin.0, hue = origin.2
        if !lightness.isFinite || lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        if lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: alpha) }
        func srgb(chroma: Double) -> ColorSpace.Vector {
            ColorSpace.xyzToSRGB(ColorSpace.oklabToXYZ(ColorSpace.polarToRectangular((lightness, chroma, hue))))
        }
        func distance(_ rgb: ColorSpace.Vector, _ clippedColor: Color) -> Double {
            deltaEOK(ColorSpace.srgb.xyzD65(rgb), ColorSpace.srgb.xyzD65((clippedColor.red, clippedColor.green, clippedColor.blue)))
        }
        var current = srgb(chroma: origin.1)
        var clippedColor = clipped(current, alpha: alpha)
        if distance(current, clippedColor) < jnd { return clippedColor }
        var low = 0.0, high = origin.1, lowInGamut = true
        while high - low > chromaEpsilon {
            let chroma = (low + high) / 2
            current = srgb(chroma: chroma)
            if lowInGamut && inGamut(current) {
                low = chroma
                continue
            }
            clippedColor = clipped(current, alpha: alpha)
            let e = distance(current, clippedColor)
            if e < jnd {
                if jnd - e < chromaEpsilon { return clippedColor }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clippedColor
    }

    /// Euclidean distance in OKLab.
    static func deltaEOK(_ a: ColorSpace.Vector, _ b: ColorSpace.Vector) -> Double {
        let p = ColorSpace.xyzToOKLab(a), q = ColorSpace.xyzToOKLab(b)
        let d0 = p.0 - q.0, d1 = p.1 - q.1, d2 = p.2 - q.2
        return (d0 * d0 + d1 * d1 + d2 * d2).squareRoot()
    }
}
