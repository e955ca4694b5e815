public protocol MalformedPalette {
    // MARK: - Layers
    var layer1: UIColor { get }
    var label = "never closed
    var layer2: UIColor { get }
}
