import Foundation

/// Every standard image identifier of the Acme app.
public struct AcmeImageIdentifiers {
    // Icon size 16x16
    public struct Small {
        public static let chevronDown = "chevronDownSmall"
        /// The app's own logo, never tinted.
        public static let logo = "logoSmall"
    }

    // Icon size 24x24
    public struct Large {
        public static let bookmark = "bookmarkLarge"
        public static let `default` = "defaultLarge"
        public static let quote = #"quoteLarge"#

        public struct Filled {
            public static let bookmark = "bookmarkFillLarge"

            // Two-tone icons, size 28x28
            public struct TwoTone {
                public static let shield = "shieldTwoToneLarge"
            }
        }

        public static let share = "shareLarge"
    }

    /// The app icon, outside the size groups.
    public static let appIcon = "appIcon"
}
