import Foundation

/// Where the commands print: the process's standard output and error, or, inside
/// `CommandOutput.$capture.withValue(…)`, two buffers, so tests running commands in-process
/// (several at once) can assert the exact text each run printed.
package enum CommandOutput {
    /// What one command run printed on each stream.
    package final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var error = ""

        package init() {}

        package var standardOutput: String { locked { out } }
        package var standardError: String { locked { error } }

        func append(_ text: String, toError: Bool) {
            locked { if toError { error += text } else { out += text } }
        }

        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }

    /// Task-local, so concurrent tests each see only their own command's text.
    @TaskLocal package static var capture: Capture?

    /// Writes `text` to standard output as it is (callers end their lines).
    package static func printOut(_ text: String) {
        if let capture { capture.append(text, toError: false) } else { FileHandle.standardOutput.write(Data(text.utf8)) }
    }

    /// Writes `text` to standard error as it is (callers end their lines).
    package static func printError(_ text: String) {
        if let capture { capture.append(text, toError: true) } else { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
