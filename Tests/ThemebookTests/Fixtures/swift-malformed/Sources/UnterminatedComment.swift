public struct MalformedTheme {
    public var type: ThemeType = .light
    public var colors: MalformedPalette = MalformedLightPalette()
}

/* An outer comment
   /* with a nested one that is never closed
struct MalformedLightPalette: MalformedPalette {
    var layer1: UIColor = MalformedColors.Blue50
}
