/// `themebook convert --to dtcg DIR`: writes the loaded inputs as DTCG files.
enum Converter {
    static func run(
        content: String, to output: String, format: DiagnosticPrinter.Format, stdout: (String) -> Void, stderr: (String) -> Void
    ) -> Int32 {
        stderr("themebook: convert is not available yet\n")
        return 1
    }
}
