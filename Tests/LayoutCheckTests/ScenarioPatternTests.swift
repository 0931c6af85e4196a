import Foundation
import Testing
@testable import LayoutCheck
@testable import Audits
@testable import Reports

/// A small matrix: 2 screens × 2 devices × 2 orientations × 3 locales × 3 sizes = 72 scenarios,
/// listed in matrix order as the harness runs them.
private let screens = ["chatInput", "signIn"]
private let devices = ["iPhone SE", "iPhone 15 Pro"]
private let orientations = ["portrait", "landscape"]
private let locales = ["en", "de", "ar"]
private let sizes = ["large", "accessibilityLarge", "accessibilityExtraExtraExtraLarge"]

private func matrix(excluding excluded: (ScenarioResult) -> Bool = { _ in false }) -> [ScenarioResult] {
    var results: [ScenarioResult] = []
    for screen in screens { for device in devices { for orientation in orientations {
        for locale in locales { for size in sizes {
            let result = ScenarioResult(index: results.count, name: "\(screen)/\(device)-\(orientation)/\(locale)-\(size)",
                                        screen: screen, device: device, orientation: orientation, locale: locale,
                                        size: size, status: .passed)
            if !excluded(result) { results.append(result) }
        }}
    }}}
    return results
}

@Suite struct ScenarioPatternTests {
    let all = matrix()

    @Test func oneScreenInEveryOtherDimensionIsOneProduct() {
        // chatInput's 36 scenarios: every device, orientation, locale and size of the run.
        let chat = all.filter { $0.screen == "chatInput" }
        #expect(ScenarioPattern.describe(chat, in: all) == "chatInput × all devices × all orientations × all locales × all sizes")
    }

    @Test func singleValuesAndNamedSubsetsAreSpelledOut() {
        // de × landscape × both accessibility sizes on both devices of signIn: 2 × 1 × 1 × 2 = 4.
        let selected = all.filter {
            $0.screen == "signIn" && $0.locale == "de" && $0.orientation == "landscape" && $0.size.hasPrefix("accessibility")
        }
        #expect(selected.count == 4)
        #expect(ScenarioPattern.describe(selected, in: all)
                == "signIn × all devices × landscape × de × accessibility sizes")
    }

    @Test func complementsOfOneOrTwoValuesReadAsAllBut() {
        // Locales en and ar out of en, de, ar: "all locales but de" (2 named against 1 left out).
        let selected = all.filter { $0.screen == "signIn" && $0.locale != "de" && $0.device == "iPhone SE"
            && $0.orientation == "portrait" && $0.size == "large" }
        #expect(ScenarioPattern.describe(selected, in: all) == "signIn × iPhone SE × portrait × all locales but de × large")
    }

    @Test func aSetThatIsNoProductSplitsAlongTheFewestGroups() {
        // de in every size, plus ar at the two accessibility sizes (chatInput, iPhone SE, portrait).
        // Splitting by locale gives 2 groups (de; ar), by size also 2 (large → {de}; the
        // accessibility sizes → {de, ar}); on a tie the earlier dimension (locale) wins:
        // "… × de × all sizes; … × ar × accessibility sizes".
        let selected = all.filter { $0.screen == "chatInput" && $0.device == "iPhone SE" && $0.orientation == "portrait"
            && ($0.locale == "de" || ($0.locale == "ar" && $0.size.hasPrefix("accessibility"))) }
        #expect(selected.count == 5)
        #expect(ScenarioPattern.describe(selected, in: all)
                == "chatInput × iPhone SE × portrait × de × all sizes; chatInput × iPhone SE × portrait × ar × accessibility sizes")
    }

    @Test func excludedCombinationsDoNotBreakAProduct() {
        // The run excludes iPhone SE in landscape; signIn's remaining 27 scenarios are still
        // "every device × every orientation" as far as the run goes.
        let run = matrix { $0.device == "iPhone SE" && $0.orientation == "landscape" }
        let signIn = run.filter { $0.screen == "signIn" }
        #expect(signIn.count == 27)
        #expect(ScenarioPattern.describe(signIn, in: run) == "signIn × all devices × all orientations × all locales × all sizes")
    }

    @Test func dimensionsWithOneValueInTheRunAreLeftOut() {
        let portraitOnly = all.filter { $0.orientation == "portrait" && $0.size == "large" }
        let chat = portraitOnly.filter { $0.screen == "chatInput" && $0.locale == "ar" }
        #expect(ScenarioPattern.describe(chat, in: portraitOnly) == "chatInput × all devices × ar")
    }

    @Test func manyProductsAreCountedPastTheFourth() {
        // Six scenarios that share no value pairs: each its own product; four spelled out.
        let picks = [0, 13, 26, 40, 53, 67].map { all[$0] }
        let text = ScenarioPattern.describe(picks, in: all)
        #expect(text.components(separatedBy: "; ").count == 5)
        #expect(text.hasSuffix("; 2 more scenarios"))
    }

    @Test func orderNeverDependsOnInput() {
        let selected = all.filter { $0.locale == "ar" && $0.size == "large" }
        #expect(ScenarioPattern.describe(selected, in: all) == ScenarioPattern.describe(selected.reversed(), in: all))
        #expect(ScenarioPattern.describe(selected, in: all) == "all screens × all devices × all orientations × ar × large")
    }

    @Test func findingsDecodeFromReportsThatPredateThem() throws {
        let json = """
        {"command":"test","layoutcheck":"0","results":[{"index":0,"name":"a/b/c","screen":"a","device":"b",
        "orientation":"portrait","locale":"en","size":"large","status":"passed","messages":[],"changedViews":[],
        "changes":[],"stampDifferences":[],"files":{}}]}
        """
        let report = try RunReport.decode(Data(json.utf8), file: "report.json")
        #expect(report.results[0].findings == [])
        var withFinding = report
        withFinding.results[0].findings = [AuditFinding(audit: "touchTarget", severity: .error, view: "closeButton",
                                                        message: "30 × 30 pt, smaller than 44 × 44 pt", frame: [1, 2, 30, 30])]
        #expect(try RunReport.decode(withFinding.encoded(), file: "r.json") == withFinding)
    }
}

@Suite struct ScenarioPatternFactoringTests {
    @Test func aDimensionThatFactorsOutDoesNotStopTheSplit() {
        // Both orientations of iPhone SE for every selected locale/size pair, so orientation
        // factors out (one group) and must not be chosen to split on: en and de at the two
        // accessibility sizes, ar at every size — 2 × (2 × 2 + 1 × 3) = 14 scenarios, described as
        // two exact products (locale splits into {en, de} — "all locales but ar" — and {ar}).
        let all = matrix()
        let selected = all.filter { $0.screen == "chatInput" && $0.device == "iPhone SE"
            && (($0.locale != "ar" && $0.size.hasPrefix("accessibility")) || $0.locale == "ar") }
        #expect(selected.count == 14)
        #expect(ScenarioPattern.describe(selected, in: all)
                == "chatInput × iPhone SE × all orientations × all locales but ar × accessibility sizes; "
                + "chatInput × iPhone SE × all orientations × ar × all sizes")
    }
}
