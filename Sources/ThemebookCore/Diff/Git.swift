import Foundation

/// Runs git. Input and error output go through temporary files and only standard output
/// through a pipe, read to its end before waiting, so no amount of output can stall both sides.
enum Git {
    struct Output {
        var status: Int32
        var output: [UInt8]
        /// The first line git wrote to standard error (`fatal: …`), for messages.
        var error = ""
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// nil when git cannot be started at all.
    static func run(_ arguments: [String], in folder: String, input: [UInt8] = []) -> Output? {
        let scratch = NSTemporaryDirectory() + "themebook-git-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let inPath = scratch + "/in", errPath = scratch + "/err"
        guard FileManager.default.createFile(atPath: inPath, contents: Data(input)),
            FileManager.default.createFile(atPath: errPath, contents: nil),
            let inHandle = FileHandle(forReadingAtPath: inPath), let errHandle = FileHandle(forWritingAtPath: errPath)
        else { return nil }
        defer {
            try? inHandle.close()
            try? errHandle.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        // The answers are parsed: no pager, no prompts, no translated messages.
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let pipe = Pipe()
        process.standardInput = inHandle
        process.standardOutput = pipe
        process.standardError = errHandle
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // `env` answers 127 when it cannot find git.
        if process.terminationStatus == 127 { return nil }
        let error = InputFiles.contents(ofFile: errPath).map { String(decoding: $0.prefix(300), as: UTF8.self) } ?? ""
        return Output(
            status: process.terminationStatus, output: [UInt8](data),
            error: error.split(separator: "\n").first.map(String.init) ?? "")
    }
}
