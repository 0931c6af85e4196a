import Audits
import DeviceCatalog
import Foundation
import Localization
import ProjectFiles
import Scenarios
import Screens
import Snapshots
import TextLayout

/// What a scenario's `test` result depends on, except its baselines and the strings it reads
/// (`ScenarioCache` checks those itself): digested into one key per scenario. Parts that many
/// scenarios share are digested once here; each key adds only the scenario's own parts, so a
/// change re-runs exactly the scenarios it can reach:
/// - every scenario: the cache format, the build (`buildIdentity`: LayoutCheck's version and the
///   digest of the running program, which is the app's screens program for Swift screens), the
///   stamp (Pango, Cairo, HarfBuzz, fontconfig, FreeType, the pinned and the app's font files) and
///   the project file without the parts keyed per scenario;
/// - per screen: the bytes of its file (a `*.layout.yaml`, `.xib` or `.storyboard`);
/// - per device: its whole catalogue entry (size, scale, safe areas, size classes, …);
/// - per scenario: its dimensions, whether it renders a PNG, and the audit policy as it applies
///   to it (severities, the exceptions that match it, the known findings of its screen).
package struct CacheInputs: Sendable {
    /// Bumped when what a key covers or how an entry is stored changes: older entries are ignored.
    package static let formatVersion = 3
    /// Top-level keys of `layoutcheck.yml` whose effect is keyed per scenario instead: the
    /// matrix and `png:` only choose scenarios and their dimensions, `devices:` is keyed per
    /// device, `audits:` per scenario, `screens:` per screen.
    static let perScenarioKeys: Set<String> = ["matrix", "png", "devices", "audits", "screens"]

    private let common: String
    private let screens: [String: String]
    private let devices: [String: String]
    private let exceptions: [AuditException]
    /// The known findings' lines per screen, as their entries name it.
    private let known: [String: String]

    /// `projectText` is `layoutcheck.yml`'s canonical text (`YAMLValue.canonicalText`) without
    /// `perScenarioKeys`; screens whose file cannot be read get no key (they always run).
    package init(buildIdentity: String, stamp: Stamp, projectText: String, root: URL, sources: [ScreenSource],
                 scenarios: [Scenario], policy: AuditPolicy) {
        var common = "layoutcheck-cache \(Self.formatVersion)\nbuild \(buildIdentity)\n"
        for key in stamp.values.keys.sorted() { common += "stamp \(key)=\(stamp.values[key] ?? "")\n" }
        common += "project \(SHA256.hex(Array(projectText.utf8)))\n"
        for audit in policy.severities.keys.sorted() {
            common += "audit \(audit)=\((policy.severities[audit] ?? nil)?.rawValue ?? "off")\n"
        }
        // Digested once: each key then hashes 64 characters for it, not every line.
        self.common = "common \(SHA256.hex(Array(common.utf8)))\n"

        var fileDigests: [String: String?] = [:]
        var screens: [String: String] = [:]
        for source in sources {
            if source.sourcePath != nil || source.file == nil {
                // Built by Swift code: the running program's digest (in `buildIdentity`) covers it.
                screens[source.name] = "swift \(source.location ?? "")"
                continue
            }
            let file = source.file ?? ""
            if fileDigests[file] == nil {
                let url = URL(fileURLWithPath: file, relativeTo: root)
                fileDigests[file] = .some((try? InputFile.read(url, displayName: file)).map { SHA256.hex([UInt8]($0)) })
            }
            if let digest = fileDigests[file] ?? nil { screens[source.name] = "file \(file) sha256:\(digest)" }
        }
        self.screens = screens

        var devices: [String: String] = [:]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for scenario in scenarios where devices[scenario.device.id] == nil {
            if let data = try? encoder.encode(scenario.device) { devices[scenario.device.id] = SHA256.hex([UInt8](data)) }
        }
        self.devices = devices
        self.exceptions = policy.exceptions
        var known: [String: String] = [:]
        for entry in policy.known.entries.sorted() {
            known[entry.screen, default: ""] += "known \(entry.audit) \(entry.view.utf8.count):\(entry.view) "
                + "\(entry.message.utf8.count):\(entry.message)\n"
        }
        self.known = known
    }

    /// The key of a scenario's result, or nil when one of its inputs cannot be read.
    package func key(for scenario: Scenario) -> String? {
        guard let screen = screens[scenario.screen], let device = devices[scenario.device.id] else { return nil }
        var text = common
        text += "screen \(scenario.screen) \(screen)\n"
        text += "device \(device)\n"
        let locale = scenario.locale
        text += "scenario \(scenario.name) orientation=\(scenario.orientation.rawValue) size=\(scenario.contentSize.rawValue) "
            + "png=\(scenario.rendersPNG) locale=\(locale.identifier) language=\(locale.language) rtl=\(locale.isRightToLeft) "
            + "pseudo=\(locale.pseudo.map { "\($0)" } ?? "none")\n"
        text += auditText(for: scenario)
        text += "command test\n"
        return SHA256.hex(Array(text.utf8))
    }

    /// The audit policy's parts that apply to this scenario (the severities are common to all).
    func auditText(for scenario: Scenario) -> String {
        var text = ""
        for exception in exceptions where exception.scenarios.matches(scenario) {
            text += "exception audits=\(exception.audits?.joined(separator: ",") ?? "*") views=\(exception.views?.joined(separator: ",") ?? "*") "
                + "reason=\(exception.reason.utf8.count):\(exception.reason)\n"
        }
        // `Auditor` matches known findings by either spelling of the screen.
        text += known[scenario.screenName] ?? ""
        if scenario.screen != scenario.screenName { text += known[scenario.screen] ?? "" }
        return text
    }
}
