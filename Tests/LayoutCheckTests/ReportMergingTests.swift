import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles
@testable import Reports

/// `merge-reports` as CI runs it: each shard's output folder downloaded somewhere else, its
/// report naming files below `.layoutcheck/`; the merge copies them beside the merged report
/// and names them there, and the review page built from it shows them.
@Suite struct ReportMergingTests {
    /// Bytes that start as a PNG does (the review page copies nothing else); distinct per file.
    static func png(_ tag: UInt8) -> Data {
        Data(HTMLReport.pngSignature + [0, 0, 0, tag])
    }

    static func result(_ index: Int, _ locale: String, status: ScenarioResult.Status, files: [String: String]) -> ScenarioResult {
        ScenarioResult(index: index, name: "signIn/iphone-15-pro-portrait/\(locale)-large", screen: "signIn", device: "iPhone 15 Pro",
                       orientation: "portrait", locale: locale, size: "large", status: status, messages: ["image pixels differ"], files: files)
    }

    /// Shard 1 (downloaded to shards/one) holds the failed German scenario with its actual and
    /// diff images; shard 2 (shards/two) the passed English one and the failed Arabic one,
    /// whose actual image never reached its folder.
    static func shards(_ folder: TemporaryFolder) throws -> [ReportMerging.Shard] {
        try folder.write("Baselines/signIn/iphone-15-pro-portrait/de-large.png", png(1))
        try folder.write("Baselines/signIn/iphone-15-pro-portrait/ar-large.png", png(2))
        try folder.write("shards/one/actual/signIn/iphone-15-pro-portrait/de-large.png", png(3))
        try folder.write("shards/one/diff/signIn/iphone-15-pro-portrait/de-large.diff.png", png(4))
        let german = result(2, "de", status: .failed, files: [
            "baseline.png": "Baselines/signIn/iphone-15-pro-portrait/de-large.png",
            "actual.png": ".layoutcheck/actual/signIn/iphone-15-pro-portrait/de-large.png",
            "diff.png": ".layoutcheck/diff/signIn/iphone-15-pro-portrait/de-large.diff.png",
        ])
        let english = result(0, "en", status: .passed, files: ["baseline.png": "Baselines/signIn/iphone-15-pro-portrait/en-large.png"])
        let arabic = result(4, "ar", status: .failed, files: [
            "baseline.png": "Baselines/signIn/iphone-15-pro-portrait/ar-large.png",
            "actual.png": ".layoutcheck/actual/signIn/iphone-15-pro-portrait/ar-large.png",
        ])
        return [
            ReportMerging.Shard(report: RunReport(command: "test", shard: "1/2", results: [german], output: ".layoutcheck"),
                                folder: folder.url.appendingPathComponent("shards/one"), displayName: "shards/one/report.json"),
            ReportMerging.Shard(report: RunReport(command: "test", shard: "2/2", results: [english, arabic], output: ".layoutcheck"),
                                folder: folder.url.appendingPathComponent("shards/two"), displayName: "shards/two/report.json"),
        ]
    }

    @Test func theMergeCopiesEachShardsImagesAndNamesThemBesideTheMergedReport() throws {
        let folder = try TemporaryFolder()
        let merged = ContainedFolder(root: folder.url.appendingPathComponent(".layoutcheck/merged"))
        let outcome = try ReportMerging.merge(try Self.shards(folder), projectRoot: folder.url, into: merged)
        // Matrix order: en (0), de (2), ar (4), whatever shard held them.
        #expect(outcome.report.results.map(\.locale) == ["en", "de", "ar"])
        #expect(outcome.report.shard == nil)
        #expect(outcome.report.output == ".layoutcheck/merged")
        // The German actual and diff were read from shards/one and now lie below the merged folder,
        // at the place they had below the shard's output folder; the baseline keeps its path.
        #expect(outcome.report.results[1].files == [
            "baseline.png": "Baselines/signIn/iphone-15-pro-portrait/de-large.png",
            "actual.png": ".layoutcheck/merged/actual/signIn/iphone-15-pro-portrait/de-large.png",
            "diff.png": ".layoutcheck/merged/diff/signIn/iphone-15-pro-portrait/de-large.diff.png",
        ])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/merged/actual/signIn/iphone-15-pro-portrait/de-large.png")) == Self.png(3))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/merged/diff/signIn/iphone-15-pro-portrait/de-large.diff.png")) == Self.png(4))
        #expect(outcome.copied == 2)
        // The Arabic actual is named where the merge would have put it, and reported missing.
        #expect(outcome.report.results[2].files["actual.png"] == ".layoutcheck/merged/actual/signIn/iphone-15-pro-portrait/ar-large.png")
        #expect(outcome.missing == ["shards/two/report.json: .layoutcheck/actual/signIn/iphone-15-pro-portrait/ar-large.png"])
        // The merged report names its own folder, so it travels on like a shard's.
        #expect(try RunReport.decode(outcome.report.encoded(), file: "merged").output == ".layoutcheck/merged")
        // report.json's bytes with the new key are still JSONEncoder's.
        #expect(outcome.report.encoded() == (try ReportJSONTests.foundationBytes(outcome.report)))
    }

    @Test func theMergedPageShowsBaselineActualAndDiffAndSaysWhichImagesAreMissing() throws {
        let folder = try TemporaryFolder()
        let merged = ContainedFolder(root: folder.url.appendingPathComponent(".layoutcheck/merged"))
        let outcome = try ReportMerging.merge(try Self.shards(folder), projectRoot: folder.url, into: merged)
        let sources = [ContainedFolder(root: folder.url.appendingPathComponent("Baselines")), ContainedFolder(root: folder.url.appendingPathComponent(".layoutcheck"))]
        let (page, missing) = try HTMLReport.writePage(outcome.report, projectRoot: folder.url, readingFrom: sources,
                                                       into: ContainedFolder(root: folder.url.appendingPathComponent(".layoutcheck/review")))
        let html = try String(contentsOf: page, encoding: .utf8)
        // The German card shows all three images, copied into the page's folder with the bytes merged.
        let name = "signIn/iphone-15-pro-portrait/de-large"
        for (role, tag) in [("baseline", UInt8(1)), ("actual", 3), ("diff", 4)] {
            #expect(html.contains("<img class=\"\(role)\" loading=\"lazy\" src=\"images/\(name).\(role).png\""), "\(role)")
            #expect(try Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/review/images/\(name).\(role).png")) == Self.png(tag))
        }
        // One image is missing: the Arabic actual. The page says so at its top and on its card.
        #expect(missing == ["signIn/iphone-15-pro-portrait/ar-large: actual.png .layoutcheck/merged/actual/signIn/iphone-15-pro-portrait/ar-large.png"])
        #expect(html.contains("<div class=\"missing-images\" id=\"missing-images\" data-images-missing=\"1\"><strong>1 image the report names is missing</strong>"))
        #expect(html.contains("<p class=\"missing-image\">Missing: <code>actual.png .layoutcheck/merged/actual/signIn/iphone-15-pro-portrait/ar-large.png</code></p>"))
        let banner = try #require(html.range(of: "id=\"missing-images\""))
        let overview = try #require(html.range(of: "<section id=\"overview\">"))
        #expect(banner.lowerBound < overview.lowerBound)
    }

    @Test func aReportNamingAFileOutsideItsFolderIsAnErrorAndAnOlderReportKeepsItsPaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("secret.png", Self.png(9))
        let merged = ContainedFolder(root: folder.url.appendingPathComponent("merged"))
        let hostile = Self.result(0, "en", status: .failed, files: ["actual.png": ".layoutcheck/../../secret.png"])
        let shard = ReportMerging.Shard(report: RunReport(command: "test", shard: nil, results: [hostile], output: ".layoutcheck"),
                                        folder: folder.url.appendingPathComponent("shards/one"), displayName: "shards/one/report.json")
        #expect(throws: LayoutCheckError.self) { try ReportMerging.merge([shard], projectRoot: folder.url, into: merged) }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("merged").path))
        // A report without `output` (written before it existed) is joined as it was.
        let older = ReportMerging.Shard(report: RunReport(command: "test", shard: nil, results: [Self.result(0, "en", status: .failed, files: ["actual.png": ".layoutcheck/actual/a.png"])]),
                                        folder: folder.url, displayName: "report.json")
        let outcome = try ReportMerging.merge([older], projectRoot: folder.url, into: merged)
        #expect(outcome.report.results[0].files == ["actual.png": ".layoutcheck/actual/a.png"])
        #expect(outcome.copied == 0 && outcome.missing.isEmpty)
    }

    /// The command: reports given as CI downloads them, images copied, exit status as `test`'s.
    @Test func mergeReportsCommandWritesTheReportAndItsImages() async throws {
        let folder = try TemporaryFolder()
        for shard in try Self.shards(folder) {
            try FileManager.default.createDirectory(at: shard.folder, withIntermediateDirectories: true)
            try shard.report.encoded().write(to: shard.folder.appendingPathComponent("report.json"))
        }
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) {
            await layoutcheck(["merge-reports", folder.url.path + "/shards/one/report.json", folder.url.path + "/shards/two/report.json",
                               "--output", folder.url.path + "/.layoutcheck/merged", "--project", folder.url.path + "/layoutcheck.yml"])
        }
        #expect(status == 1)
        #expect(capture.standardOutput.contains("merged 2 reports and 2 files into "), "\(capture.standardOutput)")
        #expect(capture.standardOutput.hasPrefix("note: 1 file the reports name is missing beside them"), "\(capture.standardOutput)")
        let report = try RunReport.decode(Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/merged/report.json")), file: "merged")
        #expect(report.results[1].files["diff.png"] == ".layoutcheck/merged/diff/signIn/iphone-15-pro-portrait/de-large.diff.png")
        #expect(folder.files().filter { $0.hasPrefix(".layoutcheck/merged/") } == [
            ".layoutcheck/merged/actual/signIn/iphone-15-pro-portrait/de-large.png",
            ".layoutcheck/merged/diff/signIn/iphone-15-pro-portrait/de-large.diff.png",
            ".layoutcheck/merged/junit.xml", ".layoutcheck/merged/report.json",
        ])
    }
}
