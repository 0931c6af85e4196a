// The check that SwiftPM's build plan still matches `uikit-sources` and the folders it lists.
import Foundation
import Testing
import UIKitSourceRewriting

@Suite struct SourcePlanTests {
    /// A folder with one view file and a list naming it, in a fresh temporary directory.
    func fixture() throws -> (list: URL, folder: URL) {
        let base = FileManager.default.temporaryDirectory.appending(path: "source-plan-\(UUID().uuidString)")
        let folder = base.appending(path: "Views")
        try FileManager.default.createDirectory(at: folder.appending(path: "Cells"), withIntermediateDirectories: true)
        try Data("import UIKit\n".utf8).write(to: folder.appending(path: "Card.swift"))
        let list = base.appending(path: "uikit-sources")
        try Data("Views\n".utf8).write(to: list)
        return (list, folder)
    }

    /// The plan as the plugin writes it: the list's digest and the folder's Swift files' digest.
    func plan(_ list: URL, _ folder: URL) throws -> String {
        let listDigest = SourcePlan.digest(try Data(contentsOf: list))
        let files = SourcePlan.swiftFiles(in: folder).joined(separator: "\n")
        return "list\t\(list.path)\t\(listDigest)\nfolder\t\(folder.path)\t\(SourcePlan.digest(Data(files.utf8)))\n"
    }

    @Test func aCurrentPlanHasNoProblems() throws {
        let (list, folder) = try fixture()
        #expect(SourcePlan.problems(plan: try plan(list, folder)).isEmpty)
    }

    @Test func anEditedListOrANewFileInASubfolderIsNamedWithWhatToDo() throws {
        let (list, folder) = try fixture()
        let recorded = try plan(list, folder)
        try Data("Views\n!Views/Card.swift\n".utf8).write(to: list)
        try Data("import UIKit\n".utf8).write(to: folder.appending(path: "Cells/Row.swift"))
        let problems = SourcePlan.problems(plan: recorded)
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("\(list.path):1:1: error: this list changed") == true)
        #expect(problems.last?.hasPrefix("\(folder.path): error: Swift files were added to or removed") == true)
        #expect(problems.allSatisfy { $0.hasSuffix("run 'touch Package.swift' and build again") })
    }

    @Test func aMalformedPlanIsReportedByLine() {
        #expect(SourcePlan.problems(plan: "list\tonly-two\nfile\t/a\tb\n") == [
            "line 1 of the plan is not 'kind<TAB>path<TAB>digest'",
            "line 2 of the plan has an unknown kind 'file'",
        ])
    }

    /// FNV-1a's published test vectors (64-bit): the empty input and "a".
    @Test func digestIsFNV1a() {
        #expect(SourcePlan.digest(Data()) == "cbf29ce484222325")
        #expect(SourcePlan.digest(Data("a".utf8)) == "af63dc4c8601ec8c")
    }
}
