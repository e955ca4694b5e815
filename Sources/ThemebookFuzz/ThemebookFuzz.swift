// The fuzz targets of `ThemebookCore.FuzzTarget`, one executable for all of them.
//
// Built for fuzzing (`scripts/fuzz.sh`: address sanitizer, libFuzzer's coverage instrumentation,
// `-DFUZZING`, linked with libFuzzer), `main` runs libFuzzer's driver on `LLVMFuzzerTestOneInput`
// below; the target is chosen by `THEMEBOOK_FUZZ_TARGET` (json, front-matter, markdown,
// mustache, swift, pipeline, git-tree, kotlin, xml, app-code).
//
// Built normally, it replays inputs without libFuzzer and prints each one's diagnostics:
// `ThemebookFuzz TARGET FILE…`. (`@main` rather than `main.swift`, whose top-level code the
// compiler rejects inside an inactive `#if` branch of a `-parse-as-library` file.)
import Foundation
import ThemebookCore

/// The target, the shared context and the scratch folder of this process.
enum FuzzSetup {
    static let repository = ProcessInfo.processInfo.environment["THEMEBOOK_ROOT"] ?? FileManager.default.currentDirectoryPath
    static let scratch: String = {
        let path = NSTemporaryDirectory() + "themebook-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
    static let context = FuzzContext(repository: repository, scratch: scratch)

    static func target(named name: String?) -> FuzzTarget {
        guard let name, let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("ThemebookFuzz: name a target (\(names))\n".utf8))
            exit(2)
        }
        return target
    }
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let fuzzTarget = FuzzSetup.target(named: ProcessInfo.processInfo.environment["THEMEBOOK_FUZZ_TARGET"])

/// One input: the target must return, and (where cheap) give the same diagnostics twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func themebookFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let first = fuzzTarget.run(bytes, in: FuzzSetup.context)
    if fuzzTarget.checksDeterminism, fuzzTarget.run(bytes, in: FuzzSetup.context) != first {
        fatalError("\(fuzzTarget.rawValue): the same input gave different diagnostics")
    }
    return 0
}

/// libFuzzer's driver with libFuzzer's own flags. The fuzzer runtime is linked without its
/// `main` (`libclang_rt.fuzzer_no_main`): SwiftPM gives an executable its own entry point.
@main
enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        _ = fuzzTarget
        let status = LLVMFuzzerRunDriver(&argc, &argv, themebookFuzzOne)
        try? FileManager.default.removeItem(atPath: FuzzSetup.scratch)
        exit(status)
    }
}
#else
/// Replays inputs without libFuzzer: `ThemebookFuzz TARGET FILE…` prints each file's diagnostics.
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let target = FuzzSetup.target(named: arguments.first)
        for file in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("ThemebookFuzz: cannot read '\(file)'\n".utf8))
                exit(1)
            }
            print("== \(file)")
            for line in target.run([UInt8](data), in: FuzzSetup.context) { print(line) }
        }
        try? FileManager.default.removeItem(atPath: FuzzSetup.scratch)
    }
}
#endif
