// layoutcheck-render: draws a render tree (JSON, as `RenderTree` encodes it) into a PNG.
// A debugging aid, and the second process of the rendering determinism check: the same tree
// rendered by two processes must give byte-identical files.
//
//   layoutcheck-render TREE.json OUTPUT.png [--scale 1|2|3] [--overlay]
//
// Exit status: 0 written, 2 bad input (unreadable or invalid tree, bad options, render error).
import Foundation
import PNG
import Rendering
import TextLayout

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutcheck-render: \(message)\n".utf8))
    exit(2)
}

var positional: [String] = []
var scale = 2
var layers: RenderLayers = .content
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--scale":
        guard let value = arguments.popFirst(), let parsed = Int(value) else { fail("--scale needs 1, 2 or 3") }
        scale = parsed
    case "--overlay":
        layers.insert(.debugOverlay)
    default:
        positional.append(argument)
    }
}
guard positional.count == 2 else {
    fail("usage: layoutcheck-render TREE.json OUTPUT.png [--scale 1|2|3] [--overlay]")
}
let treePath = positional[0], outputPath = positional[1]
guard let json = FileManager.default.contents(atPath: treePath) else { fail("cannot read \(treePath)") }
do {
    let tree = try JSONDecoder().decode(RenderTree.self, from: json)
    let renderer = Renderer(engine: try TextLayoutEngine.shared())
    let image = try renderer.render(tree, scale: scale, layers: layers)
    // The text chunk records the library versions and font hashes behind the pixels.
    let text = [PNGTextEntry(key: "Software", value: "LayoutCheck Rendering (Cairo, Pango)"),
                PNGTextEntry(key: "LayoutCheck-Text", value: try VersionStamp.current().line)]
    try PNG.write(image, to: outputPath, text: text)
} catch let error as DecodingError {
    fail("\(treePath): not a render tree: \(error)")
} catch {
    fail("\(error)")
}
