import Foundation
import Testing

@testable import ThemebookCore

@Suite("Kotlin parser: the declarations theming code is made of")
struct KotlinParserTests {
    func parse(_ text: String) -> (file: KotlinFile, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let file = KotlinFile.parse(Array(text.utf8), path: "T.kt", diagnostics: &diagnostics)
        return (file, diagnostics.all)
    }

    @Test("a class's constructor parameters, with their types and defaults, and its properties with delegates and accessors")
    func colorsClass() {
        let (file, diagnostics) = parse("""
            @Stable
            class AppColors(
                layer1: Color,
                val accent: androidx.compose.ui.graphics.Color = Color.Red,
                @Suppress("x") private val radius: Dp = 4.dp,
            ) : Base(), Other {
                // Layers

                // Screen background
                var layer1 by mutableStateOf<Color>(layer1)
                    private set
                /** Not fed. */
                val fixed: Color
                    @Composable get() = Color.Black
            }
            """)
        #expect(diagnostics.isEmpty)
        let type = file.types.first
        #expect(type?.name == "AppColors" && type?.kind == .class)
        #expect(type?.constructor.map { "\($0.name):\($0.type):\($0.isProperty):\($0.defaultValue?.summary ?? "-")" } == [
            "layer1:Color:false:-", "accent:androidx.compose.ui.graphics.Color:true:Color.Red", "radius:Dp:true:4.dp",
        ])
        #expect(type?.constructor.map(\.isColor) == [true, true, false])
        let properties = type?.properties ?? []
        #expect(properties.map(\.name) == ["layer1", "fixed"])
        #expect(properties.first?.delegate?.summary == "mutableStateOf(…)")
        #expect(properties.first?.docs == KotlinDocs(heading: "Layers", description: "Screen background"))
        #expect(properties.last?.getter?.summary == "Color.Black")
        #expect(properties.last?.docs.description == "Not fed.")
        #expect(properties.last.map { "\($0.location.line):\($0.location.column)" } == "13:9")
    }

    @Test("an enum's entries are read past a companion object after the semicolon")
    func enumEntries() {
        let (file, diagnostics) = parse("""
            enum class Theme {
                Light,
                Dark,
                @Deprecated("no") Private,
                ;

                companion object {
                    fun get(): Theme = if (x) Private else Light
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(file.types.first?.kind == .enum)
        #expect(file.types.first?.entries.map(\.name) == ["Light", "Dark", "Private"])
        #expect(file.types.first?.types.first?.name == "Companion")
    }

    @Test("an enum entry's constructor arguments and body are read; a one-line getter is not part of the type")
    func enumEntryArguments() {
        let (file, diagnostics) = parse("""
            enum class ReaderTheme(val page: Color, val ink: Color = Ink) {
                Light(Color.White, ink = P.Black),
                Dark(P.Black, Color.White) { override fun toString() = "dark" },
                Plain;

                val link: Color get() = when (this) { Light -> P.Blue; else -> ink }
                val rule: Color
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let type = file.types.first
        #expect(type?.entries.map { "\($0.name)(\($0.arguments.map { ($0.label.map { $0 + " = " } ?? "") + $0.value.summary }.joined(separator: ", ")))" } == [
            "Light(Color.White, ink = P.Black)", "Dark(P.Black, Color.White)", "Plain()",
        ])
        #expect(type?.entries.first?.arguments.last?.value.location.column == 30)
        #expect(type?.entries.map { $0.members.count } == [0, 1, 0])
        #expect(type?.properties.map { "\($0.name): \($0.type ?? "-")" } == ["link: Color", "rule: Color"])
        guard case .when(let choice)? = type?.properties.first?.getter else {
            Issue.record("link's getter is \(String(describing: type?.properties.first?.getter))")
            return
        }
        #expect(choice.branches.map { $0.conditions.map(\.summary) + [$0.value.summary] } == [["Light", "P.Blue"], ["ink"]])
    }

    @Test("an if expression keeps its test and both sides, each an expression or a block of one; one without else, or with a block of statements, is stepped over as unsupported")
    func ifExpressions() {
        let (file, diagnostics) = parse("""
            val a = if (this == Dark || Mode.Night != this) P.Red else P.Blue
            val b = if (x) { P.Red } else P.Blue
            val c = if (x) P.Red
            val d = P.Blue == P.Red
            val e = if (x) {
                P.Red
            }
            else if (y) { P.Green; } else {
                val z = P.Blue
                z
            }
            val f = 1
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let values = file.properties.map { $0.initializer }
        guard case .conditional(.logical("||", .logical("==", _, _, _), .logical("!=", _, _, _), _), let value, let other, let at)? = values[0] else {
            Issue.record("a is \(String(describing: values[0]))")
            return
        }
        #expect(value.summary == "P.Red" && other.summary == "P.Blue" && at.column == 9)
        guard case .conditional(_, let block, _, _)? = values[1] else {
            Issue.record("b is \(String(describing: values[1]))")
            return
        }
        #expect(block.summary == "P.Red")
        #expect(values[2]?.summary == "an if expression")
        #expect(values[0]?.firstProblem?.summary == "an if expression")
        #expect(values[3]?.firstProblem.map { "\($0.summary) \($0.location.column)" } == "operator '==' 16")
        guard case .conditional(_, let red, .conditional(_, let green, let statements, _), _)? = values[4] else {
            Issue.record("e is \(String(describing: values[4]))")
            return
        }
        #expect(red.summary == "P.Red" && green.summary == "P.Green")
        #expect(statements.summary == "a block" && "\(statements.location.line):\(statements.location.column)" == "8:31")
        #expect(file.properties.map(\.name) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test("a getter whose body only returns a value is read; one with statements is unsupported")
    func getterBodies() {
        let (file, diagnostics) = parse("""
            class C {
                val a: Color
                    get() {
                        return when (this) {
                            Dark -> P.Red
                            else -> { P.Blue }
                        }
                    }
                val b: Color @Composable get() { return P.Red; }
                val c: Color get() {
                    val x = P.Red
                    return x
                }
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let getters = file.types.first?.properties.map { $0.getter }
        #expect(getters?.map { $0?.summary } == ["when (…) { … }", "P.Red", "getter with a body"])
        guard case .when(let when)?? = getters?.first else {
            Issue.record("a's getter is \(String(describing: getters?.first))")
            return
        }
        #expect(when.branches.map(\.value.summary) == ["P.Red", "P.Blue"])
    }

    @Test("an enum entry whose arguments never close stops at the body's end, reported once")
    func enumEntryUnclosed() {
        let (file, diagnostics) = parse("enum class T(val c: Color) {\n    A(Color.White,\n    B\n}\nval after = Color.Black\n")
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(file.types.first?.entries.first?.arguments.isEmpty == true)
    }

    @Test("named and positional arguments, member chains, copies and arithmetic parse into expressions")
    func expressions() {
        let (file, _) = parse("""
            val a = AppColors(layer1 = PhotonColors.Blue50, accent = Blue50.copy(alpha = 0.44f))
            val b = Color(0x3D / 255f, 0.5f, -1f)
            val c = base?.copy(x = 1)
            val d = if (dark) x else y
            val e = listOf(1, 2).map { it * 2 }
            val f = x ?: y
            """)
        let values = file.properties.map { $0.initializer?.summary ?? "-" }
        #expect(values == [
            "AppColors(layer1 = …, accent = …)", "Color(…, 0.5f, -1f)", "the safe call '?.copy'(x = 1)", "if (…) … else …",
            "listOf(1, 2).map(…)", "operator '?:'",
        ])
        #expect(file.properties[0].initializer?.firstProblem == nil)
        #expect(file.properties[3].initializer?.firstProblem?.summary == "an if expression")
        #expect(file.properties[4].initializer?.firstProblem?.summary == "a trailing lambda")
    }

    @Test("a function body's top-level vals and every when in it are read, with their branches")
    func functionBodies() {
        let (file, diagnostics) = parse("""
            @Composable
            fun AppTheme(theme: Theme = Theme.current(), content: @Composable () -> Unit) {
                val black = dark.copy(layer1 = Color.Black)
                val colors = when (theme) {
                    Theme.Light -> light
                    Theme.Dark, Theme.Black -> black
                    else -> {
                        dark
                    }
                }
                Provide(colors) { MaterialTheme(content = content) }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(file.localProperties.map { "\($0.function).\($0.property.name)" } == ["AppTheme.black", "AppTheme.colors"])
        let when = file.whens.first
        #expect(file.whens.count == 1)
        #expect(when?.subject?.summary == "theme")
        #expect(when?.branches.map { $0.conditions.map(\.summary).joined(separator: ",") + " -> " + $0.value.summary } == [
            "Theme.Light -> light", "Theme.Dark,Theme.Black -> black", " -> dark",
        ])
        #expect(when?.branches.map { "\($0.location.line):\($0.location.column)" } == ["5:9", "6:9", "7:9"])
    }

    @Test("objects hold properties; extension properties, typealiases, imports and init blocks are stepped over")
    func objects() {
        let (file, diagnostics) = parse("""
            package a.b
            import c.d.E as F
            typealias Palette = Map<String, Color>
            object PhotonColors {
                init { println("hi") }
                val Blue50 = Color(0xFF0060DF)
                val Color.dimmed: Color get() = copy(alpha = 0.5f)
            }
            private fun helper(): Int = 4
            """)
        #expect(diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["PhotonColors"])
        #expect(file.types.first?.properties.map(\.name) == ["Blue50", "dimmed"])
        #expect(file.allFunctions.map(\.name) == ["helper"])
    }

    @Test("expressions nested past the limit are unsupported at their start, never a deep stack")
    func deepNesting() {
        let text = "val a = " + String(repeating: "f(", count: 500) + String(repeating: ")", count: 500)
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.properties.first?.initializer?.firstProblem?.summary == "an expression nested more than 64 deep")
    }

    @Test("a file that is not Kotlin gives a few syntax errors and no declarations, and never hangs")
    func garbage() {
        let (file, diagnostics) = parse(String(repeating: "}) ] # } val ( class { fun [ ", count: 200))
        #expect(diagnostics.count == KotlinSyntaxReporter.limit + 1)
        #expect(diagnostics.allSatisfy { $0.id == "kotlin-syntax" })
        _ = file
    }
}
