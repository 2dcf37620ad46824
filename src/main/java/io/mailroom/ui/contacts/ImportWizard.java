package io.mailroom.ui.contacts;

import io.mailroom.api.ContactStatus;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkOutcome;
import io.mailroom.service.Unreadable;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.JobFailure;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobRow;
import io.mailroom.service.localcopy.JobRunningException;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportFileException;
import io.mailroom.service.transfer.ImportJobs;
import io.mailroom.service.transfer.ImportListener;
import io.mailroom.service.transfer.ImportPreview;
import io.mailroom.service.transfer.ImportPreviewer;
import io.mailroom.service.transfer.ImportSending;
import io.mailroom.service.transfer.MappingMemory;
import io.mailroom.service.transfer.PlannedRow;
import io.mailroom.service.transfer.RejectedRow;
import io.mailroom.service.transfer.RejectsFile;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.ProblemWords;
import io.mailroom.ui.common.ReadProblemWords;
import io.mailroom.ui.common.Task;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The import wizard's state and steps (docs/import.md, "Desktop"): the file as read (its encoding
 * and delimiter, each changeable), the mapping of its columns, the preview against the local copy,
 * the sending as a job with pause, resume and cancel, and the job's summary. Every read of the file,
 * of the copy or of the journal runs through {@link Async}; the state changes on the UI thread only.
 * The engine is {@code service.transfer}'s, called in the order {@code contacts import} calls it.
 */
final class ImportWizard {

    /** Makes the local copy as fresh as the setting asks before a file is compared with it, and says which copy that is. */
    interface FreshCopy {

        /** Completes on the UI thread, never exceptionally, with the sentence the preview says about the copy it compares with. */
        CompletableFuture<String> refreshed();

        /**
         * Completes on the UI thread once a sync of the application that began after this call has
         * ended, exceptionally with what stopped it: a sync under way may have read the list before
         * rows on the wire landed, so the one waited for begins after it.
         */
        CompletableFuture<Void> synchronised();

        /** What the sync under way says, shown while the wizard waits for it. */
        ObservableValue<String> progress();

        /** Stops the sync the wizard waits for; the pages it read are kept for the next. */
        void stopSync();
    }

    /** The wizard's steps, in order. */
    enum Step { FILE, MAPPING, PREVIEW, RUN, SUMMARY }

    /** Where the sending stands on the run step. */
    enum Run { PLANNING, SENDING, PAUSING, PAUSED, ENDED }

    /** The encodings offered besides the one found: those spreadsheets write. */
    static final List<Charset> ENCODINGS = List.of(Charset.forName("UTF-8"), Charset.forName("UTF-16LE"), Charset.forName("UTF-16BE"),
            Charset.forName("windows-1252"), Charset.forName("ISO-8859-15"));
    static final List<Character> DELIMITERS = ImportFile.DELIMITERS;
    /** Values shown beside each header, and how many rows are read to find them. */
    static final int SAMPLES = 3;
    private static final int SAMPLE_ROWS = 200;

    private final Async async;
    private final DialogService dialogs;
    private final ContactCopy copy;
    private final Supplier<ServiceClient> client;
    private final FreshCopy fresh;
    private final MappingMemory memory;
    private final String appId;
    /** Told on the UI thread when the copy took rows the service accepted: the list on view reads it again. */
    private final Runnable copyChanged;
    /** Told on the UI thread once the wizard is closed and sends nothing more: a job it left interrupted can be offered. */
    private final Runnable left;

    private final ObjectProperty<Step> step = new SimpleObjectProperty<>(Step.FILE);
    private final BooleanProperty busy = new SimpleBooleanProperty(false);
    private final StringProperty busyText = new SimpleStringProperty("");
    private final BooleanProperty closed = new SimpleBooleanProperty(false);
    /** Read by the background work, which sends nothing once the person closed the wizard. */
    private volatile boolean leaving;
    private final BooleanProperty waitingForSync = new SimpleBooleanProperty(false);

    private final ObjectProperty<ImportFile> file = new SimpleObjectProperty<>();
    private final ObjectProperty<List<List<String>>> samples = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<ColumnMapping> mapping = new SimpleObjectProperty<>();
    private final BooleanProperty mappingRecalled = new SimpleBooleanProperty(false);
    private final ObjectProperty<ContactStatus> newStatus = new SimpleObjectProperty<>();
    private final ObjectProperty<EmptyCells> emptyCells = new SimpleObjectProperty<>(EmptyCells.KEEP);
    private final LongProperty rowsRead = new SimpleLongProperty(0);

    private final ObjectProperty<ImportPreview> preview = new SimpleObjectProperty<>();
    private final StringProperty rejectsNote = new SimpleStringProperty("");
    private final StringProperty copyNote = new SimpleStringProperty("");

    private final StringProperty jobId = new SimpleStringProperty();
    private final ObjectProperty<Run> run = new SimpleObjectProperty<>(Run.PLANNING);
    private final IntegerProperty sent = new SimpleIntegerProperty(0);
    private final IntegerProperty total = new SimpleIntegerProperty(0);
    private final ObjectProperty<JobSummary> summary = new SimpleObjectProperty<>();
    private final ObservableList<JobFailure> failures = FXCollections.observableArrayList();

    private final BooleanBinding canGoOn = Bindings.createBooleanBinding(() -> !busy.get() && switch (step.get()) {
        case FILE -> file.get() != null;
        case MAPPING -> mapping.get() != null && mapping.get().hasAddress();
        case PREVIEW -> preview.get() != null && preview.get().toSend() > 0;
        case RUN, SUMMARY -> false;
    }, busy, step, file, mapping, preview);
    private final BooleanBinding canGoBack = Bindings.createBooleanBinding(
            () -> !busy.get() && (step.get() == Step.MAPPING || step.get() == Step.PREVIEW), busy, step);

    private ImportSending sending;
    /** Set when the person paused: the sending's end shows the run step paused, not the summary. */
    private boolean pausing;

    ImportWizard(Async async, DialogService dialogs, ContactCopy copy, Supplier<ServiceClient> client, FreshCopy fresh,
                 MappingMemory memory, String appId, Runnable copyChanged, Runnable left) {
        this.async = async;
        this.dialogs = dialogs;
        this.copy = copy;
        this.client = client;
        this.fresh = fresh;
        this.memory = memory;
        this.appId = appId;
        this.copyChanged = copyChanged;
        this.left = left;
    }

    String appId() {
        return appId;
    }

    // ---- the file

    /** Reads {@code path}'s header and first rows, its encoding and delimiter found. */
    void open(Path path) {
        read(path, Optional.empty(), Optional.empty());
    }

    /** Reads the file again as {@code encoding}. */
    void encoding(Charset encoding) {
        ImportFile opened = file.get();
        if (opened != null && !encoding.equals(opened.encoding().charset())) {
            read(opened.path(), Optional.of(encoding), Optional.of(opened.delimiter()));
        }
    }

    /** Reads the file again split by {@code delimiter}. */
    void delimiter(char delimiter) {
        ImportFile opened = file.get();
        if (opened != null && delimiter != opened.delimiter()) {
            read(opened.path(), Optional.of(opened.encoding().charset()), Optional.of(delimiter));
        }
    }

    private void read(Path path, Optional<Charset> encoding, Optional<Character> delimiter) {
        record Read(ImportFile file, List<List<String>> samples, MappingMemory.Recall recall) {
        }
        background(Messages.text("contacts.import.reading", path.getFileName().toString()), () -> {
            ImportFile opened = ImportFile.open(path, encoding, delimiter);
            return new Read(opened, opened.samples(SAMPLES, SAMPLE_ROWS), memory.recall(opened.headers()));
        }).onSuccess(read -> {
            read.recall().setAside().ifPresent(this::mappingsSetAside);
            samples.set(read.samples());
            mappingRecalled.set(read.recall().mapping().isPresent());
            mapping.set(read.recall().mapping().orElseGet(() -> ColumnMapping.suggested(read.file().headers())));
            file.set(read.file());
        }).onFailure(ImportFileException.class, failure -> dialogs.problem(ProblemWords.importUnreadable(failure)))
                .onFailure(IOException.class, failure -> dialogs.problem(ProblemWords.importCannotRead(path, failure)))
                .onFailure(UncheckedIOException.class, failure -> dialogs.problem(ProblemWords.importCannotRead(path, failure.getCause())))
                .start();
    }

    private void mappingsSetAside(Unreadable unreadable) {
        String why = ReadProblemWords.of(unreadable.reason());
        dialogs.info(Messages.text("contacts.import.mappings.title"), unreadable.setAsideAs() == null
                ? Messages.text("contacts.import.mappings.leftInPlace", unreadable.file().toString(), why)
                : Messages.text("contacts.import.mappings.keptAs", unreadable.file().toString(), unreadable.setAsideAs().getFileName().toString(), why));
    }

    // ---- the mapping

    /** Maps column {@code index} to {@code field}, or to nothing; a field given here leaves the column that had it. */
    void map(int index, Optional<ContactField> field) {
        ColumnMapping now = mapping.get();
        if (now != null && !now.columns().get(index).field().equals(field)) {
            mapping.set(now.with(index, field));
        }
    }

    // ---- moving through the steps

    BooleanBinding canGoOn() {
        return canGoOn;
    }

    BooleanBinding canGoBack() {
        return canGoBack;
    }

    void next() {
        if (!canGoOn().get()) {
            return;
        }
        switch (step.get()) {
            case FILE -> step.set(Step.MAPPING);
            case MAPPING -> previewFile();
            case PREVIEW -> importFile();
            case RUN, SUMMARY -> { }
        }
    }

    void back() {
        if (canGoBack().get()) {
            step.set(step.get() == Step.PREVIEW ? Step.MAPPING : Step.FILE);
        }
    }

    private ImportChoices choices() {
        return new ImportChoices(Optional.ofNullable(newStatus.get()), emptyCells.get());
    }

    /** Waits for a copy as fresh as the setting asks (a sync first, when due), then previews the file against it. */
    private void previewFile() {
        busy.set(true);
        rowsRead.set(0);
        busyText.bind(fresh.progress());
        waitingForSync.set(true);
        CompletableFuture<String> refreshed;
        try {
            refreshed = fresh.refreshed();
        } catch (RuntimeException e) {
            refreshed = CompletableFuture.failedFuture(e);
        }
        refreshed.whenComplete((note, failure) -> {
            waitingForSync.set(false);
            busyText.unbind();
            busy.set(false);
            if (failure != null) {
                dialogs.problem(Problem.of(failure));
            } else if (!closed.get()) {
                compare(note);
            }
        });
    }

    /** Stops the sync the preview waits for: the file is compared with the copy as it is, and the preview says so. */
    void compareWithoutWaiting() {
        if (waitingForSync.get()) {
            fresh.stopSync();
        }
    }

    /** Remembers a mapping the person changed, then compares the file with the copy; nothing is sent. */
    private void compare(String note) {
        ImportFile opened = file.get();
        ColumnMapping chosen = mapping.get();
        ImportChoices choices = choices();
        rejectsNote.set("");
        AtomicLong counted = new AtomicLong();
        background(Messages.text("contacts.import.previewing"), () -> {
            if (chosen.chosen()) {
                memory.remember(chosen).ifPresent(unreadable -> async.onUi(() -> mappingsSetAside(unreadable)));
            }
            return new ImportPreviewer(new ContactQueries(copy), appId).preview(opened, chosen, choices, counting(counted));
        }).onSuccess(result -> {
            copyNote.set(note);
            preview.set(result);
            step.set(Step.PREVIEW);
        }).onFailure(ImportFileException.class, failure -> dialogs.problem(ProblemWords.importUnreadable(failure)))
                .onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure)))
                .onFailure(IOException.class, failure -> dialogs.problem(ProblemWords.importCannotRead(opened.path(), failure)))
                .onFailure(UncheckedIOException.class, failure -> dialogs.problem(ProblemWords.importCannotRead(opened.path(), failure.getCause())))
                .start();
    }

    /** Counts the rows read, shown while the file is read; told on the background thread. */
    private ImportListener counting(AtomicLong counted) {
        AtomicBoolean told = new AtomicBoolean(false);
        return new ImportListener() {
            @Override
            public void planned(PlannedRow row) {
                count();
            }

            @Override
            public void rejected(RejectedRow row) {
                count();
            }

            private void count() {
                counted.incrementAndGet();
                // One hand-over at a time to the UI thread, however fast the rows come.
                if (told.compareAndSet(false, true)) {
                    async.onUi(() -> {
                        told.set(false);
                        rowsRead.set(counted.get());
                    });
                }
            }
        };
    }

    /** Writes the rejected rows, the file's columns and the reason, to a file the person names (docs/import.md, "The rejects file"). */
    void saveRejects() {
        ImportFile opened = file.get();
        ImportPreview shown = preview.get();
        if (opened == null || shown == null || shown.rejected() == 0 || busy.get()) {
            return;
        }
        String name = opened.path().getFileName().toString().replaceFirst("(\\.[^.]*)?$", "") + "-rejected.csv";
        Optional<Path> target = dialogs.pickFile(new DialogService.FileRequest(Messages.text("contacts.import.rejects.file"), true, name,
                List.of(new DialogService.FileKind(Messages.text("contacts.export.kind"), List.of("*.csv")))));
        if (target.isEmpty()) {
            return;
        }
        ColumnMapping chosen = mapping.get();
        ImportChoices choices = choices();
        AtomicLong counted = new AtomicLong();
        background(Messages.text("contacts.import.rejects.writing"), () -> {
            try (RejectsFile rejects = RejectsFile.begin(target.get(), opened, RejectWords::of)) {
                ImportListener counter = counting(counted);
                new ImportPreviewer(new ContactQueries(copy), appId).preview(opened, chosen, choices, new ImportListener() {
                    @Override
                    public void planned(PlannedRow row) {
                        counter.planned(row);
                    }

                    @Override
                    public void rejected(RejectedRow row) {
                        counter.rejected(row);
                        rejects.rejected(row);
                    }
                });
                return rejects.commit();
            }
        }).onSuccess(written -> rejectsNote.set(Messages.text("contacts.import.rejects.written", shown.rejected(), written.toString())))
                .onFailure(RejectsFile.WriteFailedException.class, failure -> dialogs.problem(ProblemWords.rejectsFailed(target.get(), failure.getCause())))
                .onFailure(ImportFileException.class, failure -> dialogs.problem(ProblemWords.importUnreadable(failure)))
                .onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure)))
                .onFailure(IOException.class, failure -> dialogs.problem(ProblemWords.rejectsFailed(target.get(), failure)))
                .onFailure(UncheckedIOException.class, failure -> dialogs.problem(ProblemWords.importCannotRead(opened.path(), failure.getCause())))
                .start();
    }

    // ---- the run

    /** Plans the file as a job (every row to send journalled first), then sends it. */
    private void importFile() {
        ImportFile opened = file.get();
        ColumnMapping chosen = mapping.get();
        ImportChoices choices = choices();
        step.set(Step.RUN);
        run.set(Run.PLANNING);
        sent.set(0);
        total.set((int) preview.get().toSend());
        AtomicLong counted = new AtomicLong();
        background(Messages.text("contacts.import.planning"), () -> {
            ImportJobs jobs = new ImportJobs(copy);
            ImportJobs.Planned planned = jobs.plan(appId, opened, chosen, choices, counting(counted));
            async.onUi(() -> jobId.set(planned.claim().jobId()));
            return sendUnlessLeft(jobs, planned.claim());
        }).onSuccess(this::sendingOrLeft)
                .onFailure(ImportFileException.class, failure -> planFailed(ProblemWords.importUnreadable(failure)))
                .onFailure(LocalCopyException.class, failure -> planFailed(Problem.of(failure)))
                .onFailure(IOException.class, failure -> planFailed(ProblemWords.importCannotRead(opened.path(), failure)))
                .onFailure(UncheckedIOException.class, failure -> planFailed(ProblemWords.importCannotRead(opened.path(), failure.getCause())))
                .onFailure(RuntimeException.class, failure -> planFailed(Problem.of(failure)))
                .start();
    }

    /** A planning that failed left no job: back to the preview, with the reason. */
    private void planFailed(Problem problem) {
        step.set(Step.PREVIEW);
        dialogs.problem(problem);
    }

    /** Opens on the run step and sends what the job {@code id} has not sent, and its failed rows again. */
    void resume(String id) {
        jobId.set(id);
        step.set(Step.RUN);
        resume();
    }

    /** Resumes the paused job, or the job of the summary (its failed rows). */
    void resume() {
        String id = jobId.get();
        if (id == null || busy.get() || run.get() == Run.SENDING || run.get() == Run.PAUSING) {
            return;
        }
        step.set(Step.RUN);
        run.set(Run.PLANNING);
        background(Messages.text("contacts.import.resuming"), () -> {
            ImportJobs jobs = new ImportJobs(copy);
            JobJournal.Claim claim = jobs.journal().resume(id);
            try {
                if (jobs.hasUnsure(claim)) {
                    // Rows on the wire when Mailroom ended are looked for in the list, once landed, before any is sent again (docs/import.md, "Sending").
                    jobs.awaitUnsureLanded(claim);
                    synchronisedFirst();
                    jobs.settle(claim);
                }
                return sendUnlessLeft(jobs, claim);
            } catch (RuntimeException | InterruptedException e) {
                jobs.journal().release(claim);
                throw e;
            }
        }).onSuccess(this::sendingOrLeft)
                .onFailure(JobRunningException.class, failure -> {
                    run.set(Run.PAUSED);
                    dialogs.info(Messages.text("contacts.import.running.title"), Messages.text("contacts.import.running", id));
                })
                .onFailure(RuntimeException.class, failure -> {
                    run.set(Run.PAUSED);
                    dialogs.problem(Problem.of(failure));
                })
                .start();
    }

    /**
     * Blocks this background thread while the screen synchronises the application (its progress
     * shown at the wizard's foot), so that no second sweep runs beside the screen's; throws what
     * stopped the sync.
     */
    private void synchronisedFirst() throws InterruptedException {
        CompletableFuture<Void> synced = new CompletableFuture<>();
        async.onUi(() -> {
            try {
                busyText.bind(fresh.progress());
                fresh.synchronised().whenComplete((done, failure) -> {
                    busyText.unbind();
                    busyText.set(Messages.text("contacts.import.resuming"));
                    if (failure == null) {
                        synced.complete(null);
                    } else {
                        synced.completeExceptionally(failure);
                    }
                });
            } catch (RuntimeException e) {
                busyText.unbind();
                synced.completeExceptionally(e);
            }
        });
        try {
            synced.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure : new IllegalStateException(e.getCause());
        }
    }

    /** On the background thread: the held job sent, or let go unsent when the person closed the wizard meanwhile. */
    private ImportSending sendUnlessLeft(ImportJobs jobs, JobJournal.Claim claim) throws InterruptedException {
        if (leaving) {
            jobs.journal().release(claim);
            return null;
        }
        return jobs.send(claim, client.get(), progress());
    }

    /** The job let go unsent is interrupted now, and can be offered. */
    private void sendingOrLeft(ImportSending started) {
        if (started == null) {
            left.run();
        } else {
            sending(started);
        }
    }

    private void sending(ImportSending started) {
        sending = started;
        pausing = false;
        run.set(Run.SENDING);
        sent.set(0);
        total.set(started.total());
        started.whenDone().whenComplete((report, failure) -> async.onUi(() -> sendingEnded(started)));
        if (closed.get()) {
            // Cancelled while it was planned or claimed: it stops at once, and stays listed as interrupted.
            started.cancel();
        }
    }

    /**
     * What the person sees move: each row the service answered (rows stopped before they were sent
     * are not counted); each row accepted is in the copy already, and the list on view reads it again.
     */
    private BulkListener<JobRow> progress() {
        AtomicLong answered = new AtomicLong();
        AtomicBoolean told = new AtomicBoolean(false);
        AtomicBoolean accepted = new AtomicBoolean(false);
        return (result, done, all) -> {
            if (result.outcome() == BulkOutcome.CANCELLED) {
                return;
            }
            answered.incrementAndGet();
            if (result.outcome() == BulkOutcome.SUCCEEDED) {
                accepted.set(true);
            }
            if (told.compareAndSet(false, true)) {
                async.onUi(() -> {
                    told.set(false);
                    sent.set((int) answered.get());
                    if (accepted.getAndSet(false) && !closed.get()) {
                        copyChanged.run();
                    }
                });
            }
        };
    }

    private void sendingEnded(ImportSending ended) {
        if (ended != sending) {
            return;
        }
        sending = null;
        copyChanged.run();
        if (closed.get()) {
            left.run();
            return;
        }
        boolean paused = pausing;
        pausing = false;
        String id = ended.jobId();
        background(Messages.text("contacts.import.summarising"), () -> {
            ImportJobs jobs = new ImportJobs(copy);
            return new Outcome(jobs.journal().summary(id), jobs.journal().failures(id));
        }).onSuccess(outcome -> {
            summary.set(outcome.summary());
            failures.setAll(outcome.failures());
            sent.set((int) (total.get() - Math.max(0, outcome.summary().pending())));
            if (paused && outcome.summary().pending() > 0) {
                run.set(Run.PAUSED);
            } else {
                run.set(Run.ENDED);
                step.set(Step.SUMMARY);
            }
        }).onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure))).start();
    }

    private record Outcome(JobSummary summary, List<JobFailure> failures) {
    }

    /** Stops the rows not sent yet; a request on the wire is finished and recorded. The job stays resumable. */
    void pause() {
        if (sending != null && run.get() == Run.SENDING) {
            pausing = true;
            run.set(Run.PAUSING);
            sending.cancel();
        }
    }

    /** Stops what is being sent and closes: the job stays in the past imports, interrupted, to resume there. */
    void cancel() {
        if (closed.get()) {
            return;
        }
        closed.set(true);
        leaving = true;
        if (sending != null) {
            sending.cancel();
        } else {
            left.run();
        }
    }

    // ---- background work

    private <T> Task<T> background(String what, Callable<T> work) {
        busy.set(true);
        busyText.unbind();
        busyText.set(what);
        rowsRead.set(0);
        return async.task(work).andFinally(() -> {
            busy.set(false);
            busyText.unbind();
            busyText.set("");
        });
    }

    // ---- state for the view

    ObjectProperty<Step> stepProperty() {
        return step;
    }

    BooleanProperty busyProperty() {
        return busy;
    }

    StringProperty busyTextProperty() {
        return busyText;
    }

    LongProperty rowsReadProperty() {
        return rowsRead;
    }

    /** The preview waits for a sync of the copy, which the person may stop. */
    BooleanProperty waitingForSyncProperty() {
        return waitingForSync;
    }

    BooleanProperty closedProperty() {
        return closed;
    }

    ObjectProperty<ImportFile> fileProperty() {
        return file;
    }

    ObjectProperty<List<List<String>>> samplesProperty() {
        return samples;
    }

    ObjectProperty<ColumnMapping> mappingProperty() {
        return mapping;
    }

    BooleanProperty mappingRecalledProperty() {
        return mappingRecalled;
    }

    ObjectProperty<ContactStatus> newStatusProperty() {
        return newStatus;
    }

    ObjectProperty<EmptyCells> emptyCellsProperty() {
        return emptyCells;
    }

    ObjectProperty<ImportPreview> previewProperty() {
        return preview;
    }

    StringProperty rejectsNoteProperty() {
        return rejectsNote;
    }

    /** Which copy the preview compared the file with: when it was synchronised, and why not just now if a sync failed. */
    StringProperty copyNoteProperty() {
        return copyNote;
    }

    StringProperty jobIdProperty() {
        return jobId;
    }

    ObjectProperty<Run> runProperty() {
        return run;
    }

    IntegerProperty sentProperty() {
        return sent;
    }

    IntegerProperty totalProperty() {
        return total;
    }

    ObjectProperty<JobSummary> summaryProperty() {
        return summary;
    }

    ObservableList<JobFailure> failures() {
        return failures;
    }
}
