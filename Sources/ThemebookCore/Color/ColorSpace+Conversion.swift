import Foundation

/// The conversions CSS Color 4 defines (§ 10 and its sample code), written from the formulas:
/// every space goes to CIE XYZ (D65), chromatic adaptation is Bradford, and HSL/HWB are
/// polar forms of sRGB. Matrices are the exact rational forms the specification gives.
extension ColorSpace {
    typealias Vector = (Double, Double, Double)
    typealias Matrix = [[Double]]

    /// The components as XYZ relative to D65 (Y of the white point is 1).
    func xyzD65(_ c: Vector) -> Vector {
        switch self {
        case .srgb: return Self.multiply(Self.linearSRGBToXYZ, Self.map(c, Self.srgbToLinear))
        case .srgbLinear: return Self.multiply(Self.linearSRGBToXYZ, c)
        case .displayP3: return Self.multiply(Self.linearP3ToXYZ, Self.map(c, Self.srgbToLinear))
        case .a98RGB: return Self.multiply(Self.linearA98ToXYZ, Self.map(c, Self.a98ToLinear))
        case .rec2020: return Self.multiply(Self.linearRec2020ToXYZ, Self.map(c, Self.rec2020ToLinear))
        case .prophotoRGB: return Self.d50ToD65(Self.multiply(Self.linearProPhotoToXYZD50, Self.map(c, Self.prophotoToLinear)))
        case .xyzD65: return c
        case .xyzD50: return Self.d50ToD65(c)
        case .lab: return Self.d50ToD65(Self.labToXYZD50(c))
        case .lch: return Self.d50ToD65(Self.labToXYZD50(Self.polarToRectangular(c)))
        case .oklab: return Self.oklabToXYZ(c)
        case .oklch: return Self.oklabToXYZ(Self.polarToRectangular(c))
        case .hsl: return ColorSpace.srgb.xyzD65(Self.hslToSRGB(c))
        case .hwb: return ColorSpace.srgb.xyzD65(Self.hwbToSRGB(c))
        }
    }

    /// Gamma-encoded sRGB, not clipped (values outside 0…1 are outside the sRGB gamut).
    func srgb(_ c: Vector) -> Vector {
        switch self {
        case .srgb: return c
        // Exact polar forms of sRGB: no round trip through XYZ, so hsl(0 100 50) is exactly red.
        case .hsl: return Self.hslToSRGB(c)
        case .hwb: return Self.hwbToSRGB(c)
        default: return Self.xyzToSRGB(xyzD65(c))
        }
    }

    // MARK: - sRGB and its relatives

    static func xyzToSRGB(_ xyz: Vector) -> Vector { map(multiply(xyzToLinearSRGB, xyz), linearToSRGB) }

    static func srgbToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 0.04045 ? v / 12.92 : sign(v) * pow((a + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ v: Double) -> Double {
        let a = abs(v)
        return a > 0.0031308 ? sign(v) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * v
    }

    static func a98ToLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), 563.0 / 256.0) }

    static func prophotoToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 16.0 / 512.0 ? v / 16 : sign(v) * pow(a, 1.8)
    }

    /// Rec. 2020 as CSS Color 4 now defines it (csswg-drafts#12574, resolved 2025): display-referred,
    /// the BT.1886 EOTF with gamma 2.4, extended over negative values; coloraide and color.js agree.
    static func rec2020ToLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), 2.4) }

    static let linearSRGBToXYZ: Matrix = [
        [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
    ]
    static let xyzToLinearSRGB: Matrix = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]
    static let linearP3ToXYZ: Matrix = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]
    static let linearA98ToXYZ: Matrix = [
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835],
    ]
    static let linearRec2020ToXYZ: Matrix = [
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
    ]
    /// ProPhoto is defined relative to D50.
    static let linearProPhotoToXYZD50: Matrix = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922858],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0, 0, 0.8251046025104602],
    ]

    // MARK: - D50 (Lab, LCH, ProPhoto, XYZ-D50)

    /// Bradford chromatic adaptation from D50 to D65.
    static let bradfordD50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static func d50ToD65(_ xyz: Vector) -> Vector { multiply(bradfordD50ToD65, xyz) }

    static let whiteD50: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let (l, a, b) = lab
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow(f1, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * whiteD50.0, y * whiteD50.1, z * whiteD50.2)
    }

    // MARK: - OKLab (relative to D65)

    static let xyzToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    static let oklabToLMS: Matrix = [
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]

    static func oklabToXYZ(_ lab: Vector) -> Vector {
        multiply(lmsToXYZ, map(multiply(oklabToLMS, lab)) { $0 * $0 * $0 })
    }

    static func xyzToOKLab(_ xyz: Vector) -> Vector {
        multiply(lmsToOKLab, map(multiply(xyzToLMS, xyz)) { cbrt($0) })
    }

    // MARK: - Polar forms

    /// (L, C, H°) → (L, a, b). A negative chroma reads as 0, as CSS clamps it.
    static func polarToRectangular(_ lch: Vector) -> Vector {
        let (l, c, h) = lch
        let radians = h * .pi / 180
        let chroma = max(c, 0)
        return (l, chroma * cos(radians), chroma * sin(radians))
    }

    static func rectangularToPolar(_ lab: Vector) -> Vector {
        let (l, a, b) = lab
        var h = atan2(b, a) * 180 / .pi
        if h < 0 { h += 360 }
        return (l, (a * a + b * b).squareRoot(), h)
    }

    /// HSL with saturation and lightness in 0–100, as the colour module writes them.
    static func hslToSRGB(_ hsl: Vector) -> Vector {
        let h = normalizedHue(hsl.0), s = hsl.1 / 100, l = hsl.2 / 100
        let a = s * min(l, 1 - l)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB with whiteness and blackness in 0–100; when they add up past 100 the colour is the grey
    /// their ratio gives.
    static func hwbToSRGB(_ hwb: Vector) -> Vector {
        let w = hwb.1 / 100, b = hwb.2 / 100
        if w + b >= 1 {
            let grey = w / (w + b)
            return (grey, grey, grey)
        }
        return map(hslToSRGB((hwb.0, 100, 50))) { $0 * (1 - w - b) + w }
    }

    static func normalizedHue(_ h: Double) -> Double {
        let r = h.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    // MARK: - Arithmetic

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
            m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
            m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2
        )
    }

    static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector { (f(v.0), f(v.1), f(v.2)) }

    static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }
}
