import UIKit

/// The colours every chat theme gives.
protocol Theme {
    var identifier: String { get }

    // MARK: - Backgrounds

    /// Behind every screen.
    var backgroundColor: UIColor { get }
    var baseColor: UIColor { get }

    // MARK: - Text

    var textPrimaryColor: UIColor { get }
    var textSecondaryColor: UIColor { get }
    var tintColor: UIColor { get }
    var selectionColor: UIColor { get }
    var bubbleColor: UIColor { get }
}
