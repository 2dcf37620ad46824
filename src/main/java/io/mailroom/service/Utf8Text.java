package io.mailroom.service;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Text that must be UTF-8 (a file, a pipe, a line of one): decoded strictly, so that a byte that
 * is not UTF-8 is refused and reported where it is, never turned into U+FFFD and passed on.
 */
public final class Utf8Text {

    private Utf8Text() {
    }

    /** The bytes are not UTF-8 text; {@link #offset()} is where the first bad byte is, counted from 0. */
    public static final class NotUtf8Exception extends IOException {

        private final long offset;

        NotUtf8Exception(long offset) {
            super(String.format(Locale.ROOT, "not UTF-8 text (byte %,d cannot be read as UTF-8)", offset + 1));
            this.offset = offset;
        }

        public long offset() {
            return offset;
        }
    }

    public static String decode(byte[] bytes) throws NotUtf8Exception {
        return decode(bytes, 0, bytes.length);
    }

    /** Decodes {@code bytes[from, to)}; the offset of a bad byte is counted from {@code from}. */
    public static String decode(byte[] bytes, int from, int to) throws NotUtf8Exception {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, from, to - from);
        // UTF-8 never gives more chars than it has bytes.
        CharBuffer out = CharBuffer.allocate(to - from);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            throw new NotUtf8Exception(in.position() - from);
        }
        return out.flip().toString();
    }
}
