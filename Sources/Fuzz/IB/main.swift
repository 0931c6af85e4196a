// fuzz-ib: libFuzzer target for Interface Builder files (`scripts/fuzz ib`): the XML
// precheck, the document reader, building each scene's view tree and laying it out.
// Declarations only: see Sources/Fuzz/VFL/main.swift.
import Foundation
import InterfaceBuilder

/// One input: a `.xib`/`.storyboard`'s bytes, read as `layoutcheck frames` reads a file
/// (`IBDocumentReader.read`, whose XML parse runs `XMLPrecheck` first), then every scene
/// built and laid out as `frames` does, on the document's device, with the font-free measurer
/// (Pango's measurements are TextLayout's, not the importer's).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    do {
        let document = try IBDocumentReader.read(data: data, file: "fuzz.xib")
        _ = try document.layout(options: IBLayoutOptions(), measurer: ApproximateTextMeasurer())
    } catch {
        // A thrown error is the importer's answer to bad input; only a crash is a finding.
    }
    return 0
}
