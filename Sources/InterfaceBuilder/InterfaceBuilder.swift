// Interface Builder import: `.xib` and `.storyboard` files as AutoLayout view trees.
//
// Reading and laying out, in three steps:
//
//     let document = try IBDocumentReader.read(contentsOf: "Screens/Login.storyboard")
//     for screen in document.screens {                     // "Login/Sign In", one per scene
//         let tree = try document.viewTree(screen.scene, options: IBLayoutOptions(
//             device: try DeviceCatalog.device("iphone-15-pro"), orientation: .landscape))
//         let missing = tree.applyStrings { table["\($0)"] }   // keys "<object id>.text", …
//         let engine = try LayoutEngine(root: tree.layoutRoot, environment: tree.environment,
//                                       measurer: measurer)
//         let frames = engine.layout()                        // identifiers are IB object ids
//     }
//
// `IBDocument.layout(scenes:options:measurer:)` does the last step for every scene and returns
// each view's frame next to the frame Xcode stored (what `layoutcheck frames` prints).
//
// What is modelled, beyond xib-format.md's rules (each cited where it is implemented):
// - IB's canvas: the document's device with the safe areas of the Xcode that saved it
//   (DeviceCatalog.interfaceBuilderDevice), size-class variations for the target traits, the
//   system margins of controller roots and table cells' content views, and freeform roots.
// - Only as an explicit IB-canvas emulation (off by default; `layoutcheck frames` turns it on and
//   says so): stored frames as tie-breakers for views UIKit leaves ambiguous or settles only by a
//   stack's ambiguity suppression (IBLayoutOptions.resolvesAmbiguityWithStoredFrames).
// - Intrinsic sizes either measured (text through `TextMeasuring`, images from <resources>,
//   UIKit's fixed control sizes) or taken from the stored frames (`.fromDocument`).
// - Scroll views: edges related to their content mean the content area.
// Anything else becomes a plain view with its stored size as intrinsic size, and a note.
