import AutoLayout
import Localization
import Raster
import Scenarios

/// The version printed by `layoutcheck --version` and written into every baseline's stamp.
public enum LayoutCheckInfo {
    public static let version = "0.1.0"
}

/// Everything one scenario produced: its frames, its image when it renders one, and the
/// problems met on the way (missing strings, text that could not be measured).
public struct ScenarioOutput: Sendable {
    public let scenario: Scenario
    public let frames: FramesSnapshot
    public let image: RGBAImage?
    public let missingStrings: [MissingString]
    public let textErrors: [String]
    /// The layout the frames were read from, for the audits.
    public let layout: LayoutResult
    /// The screen's file, where findings without a declaration of their own point.
    public let screenFile: String?
    /// Notes from building the screen (untranslated IB texts), reported without failing.
    public var notes: [String] = []
    /// Notes told once per run (`BuiltScreen.runNotes`), such as a font replaced by another.
    public var runNotes: [String] = []
    /// A cell or freeform view rather than a whole screen (`BuiltScreen.isComponent`).
    public var isComponent = false

    /// Why this output may never become a baseline, whoever asks: its missing strings (a
    /// baseline would keep the fallback text) and its unmeasurable text. `record` skips such
    /// output, and `test` reports the same list so `approve` refuses it.
    package var baselineBlockers: [String] { missingStrings.map(\.description) + textErrors }

    package init(scenario: Scenario, frames: FramesSnapshot, image: RGBAImage?, missingStrings: [MissingString],
                 textErrors: [String], layout: LayoutResult, screenFile: String?, notes: [String] = []) {
        self.scenario = scenario
        self.frames = frames
        self.image = image
        self.missingStrings = missingStrings
        self.textErrors = textErrors
        self.layout = layout
        self.screenFile = screenFile
        self.notes = notes
    }
}
