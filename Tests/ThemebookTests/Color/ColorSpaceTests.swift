import Foundation
import Testing

@testable import ThemebookCore

@Suite("Colour spaces: conversion to sRGB and gamut mapping")
struct ColorSpaceTests {
    /// (space, components, sRGB hex after CSS Color 4 gamut mapping, out of sRGB gamut).
    /// The hex values were computed independently with Python's coloraide 8.13
    /// (`Color(space, coords).convert('srgb').fit(method='minde-chroma', pspace='oklch', jnd=0.02)`,
    /// `in_gamut()` for the flag; HSL/HWB percentages divided by 100, as coloraide reads them).
    static let reference: [(String, [Double], String, Bool)] = [
        ("srgb-linear", [0.5, 0.2, 1], "#bc7cff", false),
        ("display-p3", [1, 0, 0], "#ff0b0c", true),
        ("display-p3", [0.2, 0.6, 0.4], "#009c61", true),
        ("a98-rgb", [0.3, 0.7, 0.2], "#00b134", true),
        ("a98-rgb", [0, 1, 0], "#00ec68", true),
        ("prophoto-rgb", [0.5, 0.4, 0.3], "#ab735a", false),
        ("prophoto-rgb", [1, 0, 1], "#ff44e4", true),
        ("rec2020", [0.4, 0.5, 0.6], "#407b97", false),
        ("rec2020", [1, 0, 1], "#ff56e7", true),
        ("xyz-d50", [0.5791, 0.2831, 0.728], "#ff00ff", false),
        ("xyz-d65", [0.5929, 0.2848, 0.9699], "#ff00ff", true),
        ("xyz-d65", [0.2, 0.3, 0.4], "#00a7a4", true),
        ("lab", [60.17, 93.54, -60.5], "#ff00ff", false),
        ("lab", [50, 20, -30], "#856caa", false),
        ("lch", [60.17, 111.4, 327.11], "#ff00ff", true),
        ("lch", [70, 40, 120], "#97b56a", false),
        ("oklab", [0.701, 0.2746, -0.169], "#ff00ff", true),
        ("oklab", [0.6, -0.1, 0.1], "#599233", false),
        ("oklch", [0.7016, 0.3225, 328.363], "#ff00ff", true),
        ("oklch", [0.628, 0.2577, 29.23], "#ff0000", true),
        ("oklch", [0.7, 0.15, 250], "#4ba3f7", false),
        ("oklch", [0.9, 0.3, 140], "#62ff30", true),
        ("oklch", [0.5, 0.4, 300], "#8300ea", true),
        ("hsl", [330, 100, 50], "#ff0080", false),
        ("hsl", [200, 40, 30], "#2e576b", false),
        ("hwb", [330, 0, 0], "#ff0080", false),
        ("hwb", [120, 30, 20], "#4dcc4d", false),
        ("hwb", [10, 70, 60], "#898989", false),
    ]

    @Test("every reference colour converts to coloraide's hex, with its gamut flag")
    func matchesColoraide() throws {
        for (name, components, hex, outOfGamut) in Self.reference {
            let space = try #require(ColorSpace(rawValue: name))
            let result = ColorConversion.srgb(space, components)
            #expect(result.color.hex == hex, "\(name) \(components)")
            #expect(result.outOfGamut == outOfGamut, "\(name) \(components)")
        }
    }

    @Test("CSS Color 4's own samples: oklch red is #ff0000, display-p3 red is mapped into sRGB")
    func cssSamples() {
        let red = ColorConversion.srgb(.oklch, [0.628, 0.2577, 29.23])
        #expect(red.color.hex == "#ff0000")
        let p3 = ColorConversion.srgb(.displayP3, [1, 0, 0])
        #expect(p3.outOfGamut)
        #expect(p3.color.hex == "#ff0b0c")
        let white = ColorConversion.srgb(.oklch, [1, 0.4, 120])
        #expect(white.color.hex == "#ffffff", "lightness 1 is white whatever the chroma")
    }

    @Test("round trips: sRGB → each space → sRGB gives the same colour")
    func roundTrips() {
        let samples: [ColorSpace.Vector] = [(0.2, 0.4, 0.6), (1, 1, 1), (0, 0, 0), (0.9, 0.1, 0.3)]
        for rgb in samples {
            let xyz = ColorSpace.srgb.xyzD65(rgb)
            let oklab = ColorSpace.xyzToOKLab(xyz)
            let back = ColorSpace.oklab.srgb(oklab)
            #expect(close(back, rgb))
            let oklch = ColorSpace.rectangularToPolar(oklab)
            #expect(close(ColorSpace.oklch.srgb(oklch), rgb))
            // XYZ-D65 written as itself; XYZ-D50 through the inverse Bradford matrix.
            #expect(close(ColorSpace.xyzD65.srgb(xyz), rgb))
            let d50 = ColorSpace.multiply(Self.bradfordD65ToD50, xyz)
            #expect(close(ColorSpace.xyzD50.srgb(d50), rgb))
            #expect(close(ColorSpace.srgbLinear.srgb(ColorSpace.map(rgb, ColorSpace.srgbToLinear)), rgb))
        }
        #expect(close(ColorSpace.hsl.srgb((0, 100, 50)), (1, 0, 0)))
        #expect(close(ColorSpace.hsl.srgb((360, 100, 50)), (1, 0, 0)), "360° is the same hue as 0°")
        #expect(close(ColorSpace.hwb.srgb((240, 0, 0)), (0, 0, 1)))
        #expect(close(ColorSpace.hwb.srgb((0, 60, 60)), (0.5, 0.5, 0.5)), "whiteness + blackness past 100 is grey")
        #expect(close(ColorSpace.lab.srgb((100, 0, 0)), (1, 1, 1)))
        #expect(close(ColorSpace.lch.srgb((0, 0, 0)), (0, 0, 0)))
    }

    @Test("notation: CSS Color 4 functions, color() for the RGB and XYZ spaces, alpha after a slash")
    func notation() {
        #expect(ColorSpace.oklch.notation(["0.7", "0.15", "250"], alpha: 1) == "oklch(0.7 0.15 250)")
        #expect(ColorSpace.displayP3.notation(["1", "0", "0"], alpha: 0.5) == "color(display-p3 1 0 0 / 0.5)")
        #expect(ColorSpace.hsl.notation(["none", "0", "100"], alpha: 1) == "hsl(none 0 100)")
    }

    static let bradfordD65ToD50: ColorSpace.Matrix = [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ]

    func close(_ a: ColorSpace.Vector, _ b: ColorSpace.Vector, within tolerance: Double = 1e-6) -> Bool {
        abs(a.0 - b.0) < tolerance && abs(a.1 - b.1) < tolerance && abs(a.2 - b.2) < tolerance
    }
}
