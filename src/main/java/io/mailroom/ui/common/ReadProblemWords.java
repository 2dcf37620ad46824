package io.mailroom.ui.common;

import io.mailroom.service.ReadProblem;
import io.mailroom.service.compose.DamagedLines;
import io.mailroom.service.compose.LineProblem;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Why a draft, a line of the history or the saved segments could not be read, in the person's language, from the
 * {@link ReadProblem} the service gives: the field's name, the value found and the file's name are
 * quoted as they are; everything around them comes from the {@code problem} bundle.
 */
public final class ReadProblemWords {

    private ReadProblemWords() {
    }

    public static String of(ReadProblem problem) {
        return switch (problem) {
            case ReadProblem.NotJson notJson when notJson.line() < 1 -> Messages.text("problem.read.notJson");
            case ReadProblem.NotJson notJson when notJson.line() == 1 -> Messages.text("problem.read.notJson.atCharacter", notJson.column());
            case ReadProblem.NotJson notJson -> Messages.text("problem.read.notJson.atLine", notJson.line(), notJson.column());
            case ReadProblem.CutShort cut -> switch (cut.subject()) {
                case DRAFT -> Messages.text("problem.read.cutShort.draft");
                case HISTORY_ENTRY -> Messages.text("problem.read.cutShort.historyEntry");
                case SEGMENTS -> Messages.text("problem.read.cutShort.segments");
                case IMPORT_MAPPINGS -> Messages.text("problem.read.cutShort.importMappings");
            };
            case ReadProblem.NotAnObject other -> switch (other.subject()) {
                case DRAFT -> Messages.text("problem.read.notAnObject.draft", found(other.found()));
                case HISTORY_ENTRY -> Messages.text("problem.read.notAnObject.historyEntry", found(other.found()));
                case SEGMENTS -> Messages.text("problem.read.notAnObject.segments", found(other.found()));
                case IMPORT_MAPPINGS -> Messages.text("problem.read.notAnObject.importMappings", found(other.found()));
            };
            case ReadProblem.WrongValue wrong -> Messages.text("problem.read.wrongValue", path(wrong.field()), wrong.value(),
                    expected(wrong.expected(), wrong.choices()));
            case ReadProblem.WrongKind wrong -> Messages.text("problem.read.wrongKind", path(wrong.field()),
                    expected(wrong.expected(), wrong.choices()));
            case ReadProblem.FieldUnreadable unreadable -> Messages.text("problem.read.fieldUnreadable", path(unreadable.field()));
            case ReadProblem.Incomplete incomplete -> switch (incomplete.subject()) {
                case DRAFT -> Messages.text("problem.read.incomplete.draft");
                case HISTORY_ENTRY -> Messages.text("problem.read.incomplete.historyEntry");
                case SEGMENTS -> Messages.text("problem.read.incomplete.segments");
                case IMPORT_MAPPINGS -> Messages.text("problem.read.incomplete.importMappings");
            };
            case ReadProblem.NotUtf8 notUtf8 -> Messages.text("problem.read.notUtf8", notUtf8.byteNumber());
            case ReadProblem.FileUnreadable file -> ProblemWords.fileFailure(file.failure(), "");
        };
    }

    /** "line 3: not valid JSON at character 9". */
    public static String of(LineProblem problem) {
        return Messages.text("problem.read.line", problem.line(), of(problem.problem()));
    }

    /** Why damaged lines were left in the history, to follow "left in the file, as". */
    public static String of(DamagedLines.LeftBecause left) {
        String why = ProblemWords.fileFailure(left.failure(), "");
        return switch (left.why()) {
            case LOCK_UNAVAILABLE -> Messages.text("problem.read.lockUnavailable", left.lockFile().getFileName().toString(), why);
            case MOVE_FAILED -> Messages.text("problem.read.moveFailed", why);
        };
    }

    private static String found(ReadProblem.Found found) {
        return switch (found) {
            case NOTHING -> Messages.text("problem.read.found.nothing");
            case LIST -> Messages.text("problem.read.found.list");
            case TEXT -> Messages.text("problem.read.found.text");
            case TRUE_OR_FALSE -> Messages.text("problem.read.found.trueOrFalse");
            case NULL -> Messages.text("problem.read.found.null");
            case OTHER_OBJECT -> Messages.text("problem.read.found.otherObject");
            case NUMBER -> Messages.text("problem.read.found.number");
        };
    }

    private static String expected(ReadProblem.Expected expected, List<String> choices) {
        return switch (expected) {
            case TEXT -> Messages.text("problem.read.expected.text");
            case TRUE_OR_FALSE -> Messages.text("problem.read.expected.trueOrFalse");
            case TIME -> Messages.text("problem.read.expected.time", ReadProblem.TIME_EXAMPLE);
            case TEXT_MAP -> Messages.text("problem.read.expected.textMap", ReadProblem.TEXT_MAP_EXAMPLE);
            case ONE_OF -> Messages.text("problem.read.expected.oneOf", String.join(", ", choices));
            case NUMBER -> Messages.text("problem.read.expected.number");
            case LIST -> Messages.text("problem.read.expected.list");
            case OBJECT -> Messages.text("problem.read.expected.object");
            case ANOTHER_KIND -> Messages.text("problem.read.expected.anotherKind");
        };
    }

    /** "fields > firstName", "contacts > item 2": the names as written in the file. */
    private static String path(List<ReadProblem.Step> field) {
        return field.stream()
                .map(step -> step.name() != null ? step.name() : Messages.text("problem.read.item", step.item()))
                .collect(Collectors.joining(" > "));
    }
}
