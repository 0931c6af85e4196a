// The harness's API is made of these modules' types: a run's scenarios (`Scenarios`), the
// screens it lays out (`Screens`), their outputs and baselines (`Snapshots`), the findings
// (`Audits`), the report (`Reports`), errors and files (`ProjectFiles`) and string tables
// (`Localization`). Re-exported here, in one place, so that whoever imports LayoutCheck (the
// CLI, LayoutCheckTesting, an app's tests) names these types without importing each module.
@_exported import Audits
@_exported import Localization
@_exported import ProjectFiles
@_exported import Reports
@_exported import Scenarios
@_exported import Screens
@_exported import Snapshots
// Images are part of the API too: a scenario's output holds a `Raster.RGBAImage`, the image
// strategy writes PNG text entries (`PNG`), and compares with `ImageDiff`'s options and
// results, which `layoutcheck diff` prints for any two PNG files.
@_exported import ImageDiff
@_exported import PNG
@_exported import Raster
