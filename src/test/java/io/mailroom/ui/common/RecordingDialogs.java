package io.mailroom.ui.common;

import io.mailroom.service.transfer.ExportOptions;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * The dialog service of view-model tests: records every question and notice, and answers as the
 * test told it beforehand ({@link #answer}); a question with no answer told is declined.
 */
public final class RecordingDialogs implements DialogService {

    /** One thing shown: its kind ("confirm", "choose", "ask", "problem", "info", "summary", "pickFile"), title and message. */
    public record Asked(String kind, String title, String message, List<String> items) {
    }

    private final List<Asked> asked = new ArrayList<>();
    private final Deque<Object> answers = new ArrayDeque<>();
    private final List<Problem> problems = new ArrayList<>();
    private final List<TextQuestion> questions = new ArrayList<>();

    /**
     * The next answer: a Boolean for confirm, the chosen value for choose, the text typed for ask, a
     * Path for pickFile, ExportOptions for exportOptions.
     */
    public RecordingDialogs answer(Object next) {
        answers.add(next);
        return this;
    }

    /** The next answer, given once {@code meanwhile} has run: what happens while the person has the dialog open. */
    public RecordingDialogs answerAfter(Runnable meanwhile, Object next) {
        answers.add(new Later(meanwhile, next));
        return this;
    }

    private record Later(Runnable meanwhile, Object answer) {
    }

    private Object next() {
        Object next = answers.poll();
        if (next instanceof Later later) {
            later.meanwhile().run();
            return later.answer();
        }
        return next;
    }

    public List<Asked> asked() {
        return List.copyOf(asked);
    }

    public List<String> kinds() {
        return asked.stream().map(Asked::kind).toList();
    }

    public List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** Every question {@link #ask} was asked, to try what its check says of a text. */
    public List<TextQuestion> questions() {
        return List.copyOf(questions);
    }

    public Asked last() {
        return asked.getLast();
    }

    @Override
    public boolean confirm(String title, String message, String action) {
        asked.add(new Asked("confirm", title, message, List.of(action)));
        return answers.isEmpty() ? false : (Boolean) next();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Optional<T> choose(String title, String message, List<Choice<T>> choices) {
        asked.add(new Asked("choose", title, message, choices.stream().map(Choice::label).toList()));
        return answers.isEmpty() ? Optional.empty() : Optional.of((T) next());
    }

    /**
     * The text told, as the person typed it; a text the question's check refuses cannot be taken
     * (its button stays off), so the person is taken to have cancelled.
     */
    @Override
    public Optional<String> ask(TextQuestion question) {
        questions.add(question);
        asked.add(new Asked("ask", question.title(), question.message(), List.of(question.initial(), question.action())));
        if (answers.isEmpty()) {
            return Optional.empty();
        }
        String typed = (String) next();
        return question.check().apply(typed).isEmpty() ? Optional.of(typed) : Optional.empty();
    }

    @Override
    public Optional<ExportOptions> exportOptions(ExportQuestion question) {
        asked.add(new Asked("exportOptions", question.title(), question.message(), List.of()));
        return answers.isEmpty() ? Optional.empty() : Optional.of((ExportOptions) next());
    }

    @Override
    public void problem(Problem problem) {
        problems.add(problem);
        asked.add(new Asked("problem", problem.title(), problem.detail(), problem.requestId().stream().toList()));
    }

    @Override
    public void info(String title, String message) {
        asked.add(new Asked("info", title, message, List.of()));
    }

    @Override
    public void summary(String title, String message, List<String> items) {
        asked.add(new Asked("summary", title, message, List.copyOf(items)));
    }

    @Override
    public Optional<Path> pickFile(FileRequest request) {
        asked.add(new Asked("pickFile", request.title(), request.initialName(), List.of()));
        return answers.isEmpty() ? Optional.empty() : Optional.of((Path) next());
    }
}
