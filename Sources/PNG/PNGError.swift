/// Why a PNG could not be read or written. Every case names the file (or `<memory>`).
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(file: String, reason: String)
    /// The first 8 bytes are not the PNG signature.
    case badSignature(file: String)
    /// The data ends inside a chunk or before IEND.
    case truncated(file: String, detail: String)
    /// A chunk's stored CRC does not match its contents.
    case crcMismatch(file: String, chunk: String, offset: Int)
    /// The chunk layout breaks the PNG rules (missing IHDR, bad lengths, bad header values).
    case malformed(file: String, detail: String)
    /// The header declares an image larger than the configured limit; nothing was allocated.
    case tooLarge(file: String, width: Int, height: Int, maxWidth: Int, maxHeight: Int)
    /// libpng rejected the data while decoding (bad compressed stream, bad filter, …).
    case decodeFailed(file: String, message: String)
    /// libpng could not encode the image.
    case encodeFailed(message: String)
    /// A text chunk key or value cannot be stored in a PNG tEXt chunk.
    case invalidText(key: String, reason: String)
    /// The image cannot be stored losslessly in the requested colour type.
    case unsupportedColorType(requested: String, reason: String)
    /// The file could not be written.
    case unwritable(file: String, reason: String)

    public var description: String {
        file.map { "\($0): \(detail)" } ?? detail
    }

    /// The file the error is about, when it is about one.
    public var file: String? {
        switch self {
        case let .unreadable(file, _), let .badSignature(file), let .truncated(file, _), let .crcMismatch(file, _, _),
             let .malformed(file, _), let .tooLarge(file, _, _, _, _), let .decodeFailed(file, _), let .unwritable(file, _):
            return file
        case .encodeFailed, .invalidText, .unsupportedColorType:
            return nil
        }
    }

    /// What is wrong, without the file: for a message that names the file already.
    public var detail: String {
        switch self {
        case let .unreadable(_, reason):
            return "cannot read: \(reason)"
        case .badSignature:
            return "not a PNG file (bad signature)"
        case let .truncated(_, detail):
            return "truncated PNG: \(detail)"
        case let .crcMismatch(_, chunk, offset):
            return "CRC mismatch in \(chunk) chunk at byte \(offset)"
        case let .malformed(_, detail):
            return "malformed PNG: \(detail)"
        case let .tooLarge(_, width, height, maxWidth, maxHeight):
            return "image is \(width)×\(height), larger than the limit \(maxWidth)×\(maxHeight)"
        case let .decodeFailed(_, message):
            return "PNG decode failed: \(message)"
        case let .encodeFailed(message):
            return "PNG encode failed: \(message)"
        case let .invalidText(key, reason):
            return "PNG text key \"\(key)\": \(reason)"
        case let .unsupportedColorType(requested, reason):
            return "cannot write as \(requested): \(reason)"
        case let .unwritable(_, reason):
            return "cannot write: \(reason)"
        }
    }
}
