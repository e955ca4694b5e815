#!/usr/bin/env python3
"""Writes an app of N Swift files shaped like a UIKit app's views and view controllers, for
scripts/bench-app-code.sh: each file ~150 lines with theme reads (direct, through a local,
through getCurrentTheme), a few palette reads and legacy-theming uses, image identifiers, doc
comments and string literals, over the example catalogue's token and palette names.

    bench-app-code.py OUT_FOLDER FILES TOKEN_LIST (a DTCG token list)
"""
import json
import os
import random
import sys

out, count, tokens_file = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def leaves(node):
    for key, value in node.items():
        if isinstance(value, dict) and not key.startswith("$"):
            if "$type" in value or "$value" in value:
                yield key
            else:
                yield from leaves(value)

tokens = list(leaves(json.load(open(tokens_file))))
palette = ["Blue50", "Blue60", "Grey10", "Grey90", "Red50", "Green50", "Violet50", "Ink80"]
rng = random.Random(49)

def view(index):
    name = f"Feature{index}View"
    lines = [
        "// This Source Code Form is subject to the terms of the Mozilla Public",
        "// License, v. 2.0. If a copy of the MPL was not distributed with this",
        "// file, You can obtain one at http://mozilla.org/MPL/2.0/",
        "",
        "import Common",
        "import UIKit",
        "",
        f"/// A view of feature {index}: its labels, buttons and background follow the theme.",
        f"final class {name}: UIView, ThemeApplicable {{",
        "    private struct UX {",
        "        static let spacing: CGFloat = 12",
        "        static let cornerRadius: CGFloat = 8",
        "    }",
        "",
        "    private lazy var titleLabel: UILabel = .build { label in",
        "        label.numberOfLines = 0",
        f'        label.accessibilityIdentifier = "{name}.title"',
        "    }",
        "    private lazy var button: UIButton = .build()",
        "",
        "    override init(frame: CGRect) {",
        "        super.init(frame: frame)",
        "        setupLayout()",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        '        fatalError("init(coder:) has not been implemented")',
        "    }",
        "",
        "    private func setupLayout() {",
        "        addSubview(titleLabel)",
        "        addSubview(button)",
        "        NSLayoutConstraint.activate([",
        "            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: UX.spacing),",
        "            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: UX.spacing),",
        "            button.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: UX.spacing),",
        "        ])",
        "        layer.cornerRadius = UX.cornerRadius",
        "    }",
        "",
        "    // MARK: - ThemeApplicable",
        "",
        "    func applyTheme(theme: Theme) {",
    ]
    for _ in range(rng.randint(6, 14)):
        lines.append(f"        titleLabel.textColor = theme.colors.{rng.choice(tokens)}")
    lines.append("        let colors = theme.colors")
    for _ in range(rng.randint(3, 8)):
        lines.append(f"        button.setTitleColor(colors.{rng.choice(tokens)}, for: .normal)")
    if index % 7 == 0:
        lines.append(f"        layer.borderColor = FXColors.{rng.choice(palette)}.cgColor")
    if index % 11 == 0:
        lines.append(f"        backgroundColor = UIColor.Photon.{rng.choice(palette)}")
    lines += [
        "        let image = UIImage(named: StandardImageIdentifiers.Large.bookmark)",
        "        button.setImage(image, for: .normal)",
        "    }",
        "",
        "    func configure(title: String, subtitle: String?) {",
        '        titleLabel.text = title + " " + (subtitle ?? "")',
        f'        button.accessibilityLabel = "Open feature {index}: theme.colors.layer1 is not code"',
        "        setNeedsLayout()",
        "    }",
        "}",
        "",
        f"final class Feature{index}ViewController: UIViewController, Themeable {{",
        "    var themeManager: ThemeManager",
        "    var themeObserver: NSObjectProtocol?",
        "    var notificationCenter: NotificationProtocol",
        "    let windowUUID: WindowUUID",
        f"    private let contentView = {name}()",
        "",
        "    init(windowUUID: WindowUUID, themeManager: ThemeManager, notificationCenter: NotificationProtocol) {",
        "        self.windowUUID = windowUUID",
        "        self.themeManager = themeManager",
        "        self.notificationCenter = notificationCenter",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        '        fatalError("init(coder:) has not been implemented")',
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(contentView)",
        "        listenForThemeChange(view)",
        "        applyTheme()",
        "    }",
        "",
        "    func applyTheme() {",
        "        let theme = themeManager.getCurrentTheme(for: windowUUID)",
        f"        view.backgroundColor = theme.colors.{rng.choice(tokens)}",
        f"        navigationController?.navigationBar.tintColor = themeManager.getCurrentTheme(for: windowUUID).colors.{rng.choice(tokens)}",
        "        contentView.applyTheme(theme: theme)",
        "    }",
        "}",
    ]
    while len(lines) < 150:
        lines += [
            "",
            f"extension Feature{index}ViewController {{",
            f"    /// Helper {len(lines)} of feature {index}.",
            f"    func helper{len(lines)}(_ value: Int) -> Int {{",
            "        let doubled = value * 2",
            "        return doubled > 10 ? doubled - 1 : doubled + 1",
            "    }",
            "}",
        ]
    return name, "\n".join(lines) + "\n"

for index in range(count):
    folder = os.path.join(out, f"Feature{index // 100}")
    os.makedirs(folder, exist_ok=True)
    name, text = view(index)
    with open(os.path.join(folder, name + ".swift"), "w") as f:
        f.write(text)
