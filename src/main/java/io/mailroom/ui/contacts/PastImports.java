package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The past imports of an application, as the job journal in its local copy keeps them
 * (docs/import.md, "Sending"): the latest first, read in the background; an interrupted job, or
 * one with failed rows, can be resumed.
 */
final class PastImports {

    private final Async async;
    private final ContactCopy copy;
    private final String appId;
    private final ObservableList<JobSummary> jobs = FXCollections.observableArrayList();
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final ObjectProperty<Problem> problem = new SimpleObjectProperty<>();

    PastImports(Async async, ContactCopy copy, String appId) {
        this.async = async;
        this.copy = copy;
        this.appId = appId;
    }

    String appId() {
        return appId;
    }

    void load() {
        loading.set(true);
        problem.set(null);
        async.task(() -> new JobJournal(copy).list(Optional.of(appId)))
                .onSuccess(jobs::setAll)
                .onFailure(LocalCopyException.class, failure -> problem.set(Problem.of(failure)))
                .andFinally(() -> loading.set(false))
                .start();
    }

    ObservableList<JobSummary> jobs() {
        return jobs;
    }

    BooleanProperty loadingProperty() {
        return loading;
    }

    ObjectProperty<Problem> problemProperty() {
        return problem;
    }

    static String when(JobSummary job) {
        return Formats.dateTime(job.createdAt());
    }

    /** The file's name: the journal keeps its whole path. */
    static String file(JobSummary job) {
        Path name = Path.of(job.source()).getFileName();
        return name == null ? job.source() : name.toString();
    }

    static String counts(JobSummary job) {
        return Messages.text("contacts.import.summary.counts", job.created(), job.updated(), job.unchanged(), job.rejected(), job.failed());
    }

    static String state(JobSummary job) {
        return switch (job.state()) {
            case RUNNING -> Messages.text("contacts.import.state.running");
            case INTERRUPTED -> Messages.text("contacts.import.state.interrupted", job.sent() + job.failed(), job.planned());
            case FAILED_ROWS -> Messages.text("contacts.import.state.failedRows", job.failed());
            case DONE -> Messages.text("contacts.import.state.done");
        };
    }
}
