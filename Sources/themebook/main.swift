import ThemebookCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), stderrIsTerminal: isatty(2) == 1))
