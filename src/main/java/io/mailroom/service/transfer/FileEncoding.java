package io.mailroom.service.transfer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * How a file's bytes are text (docs/import.md, "Reading"): a byte order mark says UTF-8 or UTF-16;
 * without one, the file is UTF-8 when every byte of it reads as UTF-8, else Windows-1252, what
 * Excel on Windows writes as "CSV". The whole file is checked, a buffer at a time, so that an accent
 * on the last line is not read wrongly; the person can choose another encoding.
 *
 * @param charset    the encoding the text is read with
 * @param bomLength  how many bytes of byte order mark come before the text (skipped)
 * @param how        how the encoding was found
 * @param firstBadByte where the first byte that is not UTF-8 is (from 1) when {@code how} is {@link How#NOT_UTF8}; else 0
 */
public record FileEncoding(Charset charset, int bomLength, How how, long firstBadByte) {

    public static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    /** How the encoding was found. */
    public enum How {
        /** A UTF-8 or UTF-16 byte order mark. */
        BYTE_ORDER_MARK,
        /** No mark, and every byte reads as UTF-8. */
        VALID_UTF8,
        /** No mark, and a byte that is not UTF-8: Windows-1252. */
        NOT_UTF8,
        /** Chosen by the person. */
        CHOSEN
    }

    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final byte[] UTF16LE_BOM = {(byte) 0xFF, (byte) 0xFE};
    private static final byte[] UTF16BE_BOM = {(byte) 0xFE, (byte) 0xFF};

    /** Finds the encoding of {@code file}. */
    public static FileEncoding detect(Path file) throws IOException {
        Marked marked = mark(file);
        if (marked != null) {
            return new FileEncoding(marked.charset(), marked.length(), How.BYTE_ORDER_MARK, 0);
        }
        long bad = firstNonUtf8Byte(file);
        return bad < 0 ? new FileEncoding(StandardCharsets.UTF_8, 0, How.VALID_UTF8, 0)
                : new FileEncoding(WINDOWS_1252, 0, How.NOT_UTF8, bad + 1);
    }

    /**
     * The encoding the person chose. A byte order mark of that encoding is still skipped, so that
     * choosing UTF-8 for a file that starts with one does not put it into the first header.
     */
    public static FileEncoding chosen(Path file, Charset charset) throws IOException {
        Marked marked = mark(file);
        int skip = marked != null && marked.charset().equals(charset) ? marked.length() : 0;
        return new FileEncoding(charset, skip, How.CHOSEN, 0);
    }

    private record Marked(Charset charset, int length) {
    }

    private static Marked mark(Path file) throws IOException {
        byte[] head = new byte[3];
        int read;
        try (InputStream in = Files.newInputStream(file)) {
            read = in.readNBytes(head, 0, 3);
        }
        if (read >= 3 && Arrays.equals(head, 0, 3, UTF8_BOM, 0, 3)) {
            return new Marked(StandardCharsets.UTF_8, 3);
        }
        if (read >= 2 && Arrays.equals(head, 0, 2, UTF16LE_BOM, 0, 2)) {
            return new Marked(StandardCharsets.UTF_16LE, 2);
        }
        if (read >= 2 && Arrays.equals(head, 0, 2, UTF16BE_BOM, 0, 2)) {
            return new Marked(StandardCharsets.UTF_16BE, 2);
        }
        return null;
    }

    /** Where the first byte that is not UTF-8 is, from 0; -1 when there is none. */
    private static long firstNonUtf8Byte(Path file) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.allocate(64 * 1024);
        CharBuffer out = CharBuffer.allocate(64 * 1024);
        long consumed = 0;
        try (InputStream stream = Files.newInputStream(file)) {
            boolean end = false;
            while (!end) {
                int read = stream.read(in.array(), in.position(), in.remaining());
                end = read < 0;
                if (read > 0) {
                    in.position(in.position() + read);
                }
                in.flip();
                int before = in.position();
                CoderResult result = decoder.decode(in, out, end);
                consumed += in.position() - before;
                if (result.isError()) {
                    return consumed;
                }
                out.clear();
                in.compact();
            }
        }
        return -1;
    }

    /** The name a person knows the encoding by: UTF-8, UTF-16LE, windows-1252. */
    public String name() {
        return charset.name();
    }
}
