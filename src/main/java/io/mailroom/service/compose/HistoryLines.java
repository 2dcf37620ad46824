package io.mailroom.service.compose;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mailroom.service.JsonProblems;
import io.mailroom.service.LocalFiles;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.Utf8Text;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The lines of one snapshot of {@code history.jsonl}, sorted into the entries, the JSON objects
 * that are no entry this version can show (a newer version may have written them, so they are left
 * in the file), and the damaged lines (bad bytes, a torn line, junk), so that one damaged line costs
 * only itself. Parsing needs no lock: the snapshot does not change, whatever is appended meanwhile.
 */
final class HistoryLines {

    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private static final ObjectReader OBJECT_LINE = LocalFiles.MAPPER.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final byte[] bytes;
    private final List<SentEmail> entries = new ArrayList<>();
    /** Where each damaged line starts and where the next line does (or the end of the snapshot). */
    private final List<int[]> damaged = new ArrayList<>();
    private LineProblem firstDamage;
    private int notShown;
    private LineProblem firstNotShown;

    private HistoryLines(byte[] bytes) {
        this.bytes = bytes;
    }

    static HistoryLines of(byte[] bytes) {
        HistoryLines lines = new HistoryLines(bytes);
        // A byte order mark, as some editors put at the start of a file they save, is not part of the first entry.
        int start = startsWithByteOrderMark(bytes) ? BYTE_ORDER_MARK.length : 0;
        for (int number = 1; start < bytes.length; number++) {
            int end = endOfLine(bytes, start);
            if (!blank(bytes, start, end)) {
                lines.read(number, start, end);
            }
            start = end + 1;
        }
        return lines;
    }

    /** The entries, in the order they were appended. */
    List<SentEmail> entries() {
        return entries;
    }

    int damagedCount() {
        return damaged.size();
    }

    /** Why the first damaged line could not be read, with its number; null when none is damaged. */
    LineProblem firstDamage() {
        return firstDamage;
    }

    /** How many lines are JSON objects but no entry this version can show. */
    int notShownCount() {
        return notShown;
    }

    /** Why the first of those cannot be shown, with its number; null when there is none. */
    LineProblem firstNotShown() {
        return firstNotShown;
    }

    /** The damaged lines, each ended by a line feed. */
    byte[] damagedLines() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int[] line : damaged) {
            out.write(bytes, line[0], line[1] - line[0]);
            if (bytes[line[1] - 1] != '\n') {
                out.write('\n');
            }
        }
        return out.toByteArray();
    }

    /** The snapshot without its damaged lines: every other byte as it was. */
    byte[] withoutDamagedLines() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
        int from = 0;
        for (int[] line : damaged) {
            out.write(bytes, from, line[0] - from);
            from = line[1];
        }
        out.write(bytes, from, bytes.length - from);
        return out.toByteArray();
    }

    private void read(int number, int start, int end) {
        String text;
        try {
            text = Utf8Text.decode(bytes, start, end);
        } catch (Utf8Text.NotUtf8Exception e) {
            damaged(number, start, end, new ReadProblem.NotUtf8(e.offset() + 1));
            return;
        }
        ReadProblem problem;
        try {
            SentEmail entry = LocalFiles.MAPPER.readValue(text, SentEmail.class);
            if (entry != null && entry.time() != null && entry.result() != null) {
                entries.add(entry);
                return;
            }
            problem = new ReadProblem.Incomplete(ReadProblem.Subject.HISTORY_ENTRY);
        } catch (JacksonException e) {
            problem = JsonProblems.of(e, text, ReadProblem.Subject.HISTORY_ENTRY);
        }
        if (isJsonObject(text)) {
            notShown++;
            if (firstNotShown == null) {
                firstNotShown = new LineProblem(number, problem);
            }
        } else {
            damaged(number, start, end, problem);
        }
    }

    private void damaged(int number, int start, int end, ReadProblem problem) {
        damaged.add(new int[] {start, Math.min(end + 1, bytes.length)});
        if (firstDamage == null) {
            firstDamage = new LineProblem(number, problem);
        }
    }

    /** Whether the line is one whole JSON object and nothing else, as every line Mailroom writes is. */
    private static boolean isJsonObject(String text) {
        try {
            return OBJECT_LINE.readTree(text) instanceof ObjectNode;
        } catch (JacksonException e) {
            return false;
        }
    }

    private static boolean startsWithByteOrderMark(byte[] bytes) {
        return Arrays.equals(bytes, 0, Math.min(bytes.length, BYTE_ORDER_MARK.length), BYTE_ORDER_MARK, 0, BYTE_ORDER_MARK.length);
    }

    private static int endOfLine(byte[] bytes, int start) {
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return bytes.length;
    }

    private static boolean blank(byte[] bytes, int start, int end) {
        for (int i = start; i < end; i++) {
            if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') {
                return false;
            }
        }
        return true;
    }
}
