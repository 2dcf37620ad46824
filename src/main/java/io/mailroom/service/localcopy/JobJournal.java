package io.mailroom.service.localcopy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.Json;
import io.mailroom.api.SaveContactRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The journals of a profile's jobs, kept in its local copy (docs/import.md, "Sending";
 * docs/decisions/057-job-journal-in-the-copy.md): each row a job sends, and the service's answer
 * to it, recorded in the same transaction as the copy's update, so that the journal and the copy
 * never disagree. A job is claimed by one run at a time across processes, as a sweep is; a run that
 * died lets go of it at once. Every call reads or writes the disk.
 */
public final class JobJournal {

    private static final TypeReference<Map<String, String>> DATA = new TypeReference<>() {
    };
    private static final String SUMMARY = """
            SELECT j.id, j.app_id, j.source, j.created_at, j.file_rows, j.unchanged, j.rejected, j.owner, j.heartbeat_at,
                   (SELECT count(*) FROM job_row r WHERE r.job_id = j.id),
                   (SELECT count(*) FROM job_row r WHERE r.job_id = j.id AND r.outcome = 'sent' AND r.action = 'create'),
                   (SELECT count(*) FROM job_row r WHERE r.job_id = j.id AND r.outcome = 'sent' AND r.action = 'update'),
                   (SELECT count(*) FROM job_row r WHERE r.job_id = j.id AND r.outcome = 'failed')
            FROM job j WHERE j.ready = 1""";

    /** The message of a row whose answer was lost and that was found applied in the service's list. */
    public static final String FOUND_APPLIED = "found applied in the service's list after its answer was lost";

    private final ContactCopy copy;

    public JobJournal(ContactCopy copy) {
        this.copy = copy;
    }

    /** A job held by one run: only the run that holds it may record its rows. */
    public static final class Claim {

        private final String jobId;
        private final String appId;
        private final SweepOwner owner;

        private Claim(String jobId, String appId, SweepOwner owner) {
            this.jobId = jobId;
            this.appId = appId;
            this.owner = owner;
        }

        public String jobId() {
            return jobId;
        }

        public String appId() {
            return appId;
        }
    }

    /**
     * A new import job of {@code appId}, held by this run. It is not listed, nor can it be resumed,
     * until {@link #ready} says its every row was added; a job whose run ended before is deleted by
     * the next one begun.
     */
    public Claim begin(String appId, String source) {
        SweepOwner owner = SweepOwner.newRun();
        String id = copy.database().write(connection -> {
            deleteAbandoned(connection);
            long now = copy.clock().millis();
            while (true) {
                String candidate = JobIds.next("import", Instant.ofEpochMilli(now));
                if (Sql.number(connection, "SELECT 1 FROM job WHERE id = ?", candidate).isEmpty()) {
                    Sql.update(connection, "INSERT INTO job (id, kind, app_id, source, created_at, owner, heartbeat_at) VALUES (?, 'import', ?, ?, ?, ?, ?)",
                            candidate, appId, source, now, owner.text(), now);
                    return candidate;
                }
            }
        });
        return new Claim(id, appId, owner);
    }

    /** Adds rows to a job being planned, in one write. */
    public void add(Claim claim, List<JobRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        copy.database().write(connection -> {
            confirm(connection, claim);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO job_row (job_id, line, action, address, status, data) VALUES (?, ?, ?, ?, ?, ?)")) {
                for (JobRow row : rows) {
                    insert.setString(1, claim.jobId);
                    insert.setLong(2, row.line());
                    insert.setString(3, row.creates() ? "create" : "update");
                    insert.setString(4, row.request().emailAddress());
                    insert.setString(5, row.request().status().name());
                    insert.setString(6, dataJson(row.request().data()));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return null;
        });
    }

    /** The job's every row was added: from now on it is listed, and resumed where it stops. */
    public void ready(Claim claim, long fileRows, long unchanged, long rejected) {
        copy.database().write(connection -> {
            confirm(connection, claim);
            return Sql.update(connection, "UPDATE job SET ready = 1, file_rows = ?, unchanged = ?, rejected = ? WHERE id = ?",
                    fileRows, unchanged, rejected, claim.jobId);
        });
    }

    /**
     * Claims a ready job to send what it has not sent, or what failed.
     *
     * @throws NoSuchJobException  when the journal has no such ready job
     * @throws JobRunningException when a live run holds it
     */
    public Claim resume(String jobId) {
        SweepOwner owner = SweepOwner.newRun();
        String appId = copy.database().write(connection -> {
            long now = copy.clock().millis();
            try (PreparedStatement query = Sql.prepare(connection, "SELECT app_id, owner, heartbeat_at FROM job WHERE id = ? AND ready = 1", jobId);
                 ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    throw new NoSuchJobException(jobId);
                }
                Optional<SweepOwner> holder = SweepOwner.parse(row.getString(2));
                if (holder.isPresent() && holder.get().holds(row.getLong(3), now)) {
                    throw new JobRunningException(jobId, holder.get().process().pid());
                }
                String app = row.getString(1);
                Sql.update(connection, "UPDATE job SET owner = ?, heartbeat_at = ? WHERE id = ?", owner.text(), now, jobId);
                return app;
            }
        });
        return new Claim(jobId, appId, owner);
    }

    /** The rows of the job not sent yet, or not accepted, in the file's order; never an {@link #unsure} one. */
    public List<JobRow> toSend(Claim claim) {
        return rows(claim, "(outcome IS NULL OR outcome = 'failed')");
    }

    private List<JobRow> rows(Claim claim, String outcome) {
        return copy.database().read(connection -> {
            List<JobRow> rows = new ArrayList<>();
            try (PreparedStatement query = Sql.prepare(connection,
                    "SELECT line, action, address, status, data FROM job_row WHERE job_id = ? AND " + outcome + " ORDER BY line",
                    claim.jobId);
                 ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    SaveContactRequest request = new SaveContactRequest(claim.appId, row.getString(3),
                            ContactStatus.valueOf(row.getString(4)), readData(row.getString(5)));
                    rows.add(new JobRow(row.getLong(1), "create".equals(row.getString(2)), request));
                }
            }
            return rows;
        });
    }

    /**
     * {@code row}'s request is about to go, and will have its answer, or have been given up, by
     * {@code answeredBy} (the client's request timeout from now): until its answer is recorded, the
     * row is one whose fate a crash leaves unknown ({@link #unsure}), to be looked for in the service's
     * list, once it has surely landed, before it is sent again. The time is kept in {@code done_at}.
     */
    public void sending(Claim claim, JobRow row, Instant answeredBy) {
        copy.database().write(connection -> {
            confirm(connection, claim);
            return Sql.update(connection, "UPDATE job_row SET outcome = 'sending', done_at = ? WHERE job_id = ? AND line = ?",
                    answeredBy.toEpochMilli(), claim.jobId, row.line());
        });
    }

    /**
     * When the last of the {@link #unsure} rows has surely landed at the service or been given up by
     * the process that sent it; empty when there are none. Looking for them in the list before then
     * could miss one still on its way, and send it twice.
     */
    public Optional<Instant> unsureLandedBy(Claim claim) {
        return copy.database().read(connection -> {
            OptionalLong latest = Sql.number(connection, "SELECT max(done_at) FROM job_row WHERE job_id = ? AND outcome = 'sending'", claim.jobId);
            return latest.isPresent() ? Optional.of(Instant.ofEpochMilli(latest.getAsLong())) : Optional.<Instant>empty();
        });
    }

    /**
     * How long ago the last answer to a row of the job was recorded, by whichever run; empty when
     * none was answered. Every request of an earlier run left before then.
     */
    public Optional<Duration> sinceLastAnswer(Claim claim) {
        OptionalLong latest = copy.database().read(connection -> Sql.number(connection,
                "SELECT max(done_at) FROM job_row WHERE job_id = ? AND outcome IN ('sent', 'failed')", claim.jobId));
        return latest.isPresent() ? Optional.of(Duration.between(Instant.ofEpochMilli(latest.getAsLong()), copy.clock().instant()))
                : Optional.empty();
    }

    /** {@code row} was stopped before its request went (a cancel): it is to be sent, like a row never begun. */
    public void notSent(Claim claim, JobRow row) {
        copy.database().write(connection -> {
            confirm(connection, claim);
            return Sql.update(connection, "UPDATE job_row SET outcome = NULL WHERE job_id = ? AND line = ? AND outcome = 'sending'",
                    claim.jobId, row.line());
        });
    }

    /**
     * The rows whose request may have reached the service with no answer recorded: the process ended
     * while they were on the wire. Sending them again would send them twice if they arrived.
     */
    public List<JobRow> unsure(Claim claim) {
        return rows(claim, "outcome = 'sending'");
    }

    /**
     * The service accepted {@code row}, its answer's {@code requestId} given: recorded, the copy
     * updated from it and the change journalled (docs/changes.md), in one write.
     */
    public void sent(Claim claim, JobRow row, String requestId) {
        Instant now = copy.clock().instant();
        copy.database().write(connection -> {
            confirm(connection, claim);
            Sql.update(connection, "UPDATE job_row SET outcome = 'sent', message = NULL, request_id = ?, done_at = ? WHERE job_id = ? AND line = ?",
                    requestId, now.toEpochMilli(), claim.jobId, row.line());
            String address = row.request().emailAddress();
            Contact before = CopyUpdates.held(connection, claim.appId, address).orElse(null);
            Contact after = CopyUpdates.save(connection, claim.appId, address, CopyUpdates.saving(row.request()), now);
            ChangeJournal.imported(connection, copy.profileId(), claim.appId, before, after, row.creates(), requestId, claim.jobId, now);
            return null;
        });
    }

    /**
     * {@code row} was found in the service's list as the row has it, after its answer was lost with
     * the process that sent it: journalled as the copy now holds it, what it held before not known.
     */
    public void foundApplied(Claim claim, JobRow row) {
        Instant now = copy.clock().instant();
        copy.database().write(connection -> {
            confirm(connection, claim);
            Sql.update(connection, "UPDATE job_row SET outcome = 'sent', message = ?, done_at = ? WHERE job_id = ? AND line = ?",
                    FOUND_APPLIED, now.toEpochMilli(), claim.jobId, row.line());
            Contact found = CopyUpdates.held(connection, claim.appId, row.request().emailAddress())
                    .orElseGet(() -> CopyUpdates.saving(row.request()).apply(null));
            ChangeJournal.imported(connection, copy.profileId(), claim.appId, null, found, row.creates(), null, claim.jobId, now);
            return null;
        });
    }

    /** {@code row} was not found applied in the service's list: it is to be sent again. */
    public void notApplied(Claim claim, JobRow row) {
        copy.database().write(connection -> {
            confirm(connection, claim);
            return Sql.update(connection, "UPDATE job_row SET outcome = NULL WHERE job_id = ? AND line = ?", claim.jobId, row.line());
        });
    }

    /** The service did not accept {@code row}, and said {@code message} (its answer's {@code requestId} when it answered). */
    public void failed(Claim claim, JobRow row, String message, String requestId) {
        copy.database().write(connection -> {
            confirm(connection, claim);
            return Sql.update(connection, "UPDATE job_row SET outcome = 'failed', message = ?, request_id = ?, done_at = ? WHERE job_id = ? AND line = ?",
                    message, requestId, copy.clock().millis(), claim.jobId, row.line());
        });
    }

    /** Lets the job go, for this process or another to resume. */
    public void release(Claim claim) {
        copy.database().write(connection -> Sql.update(connection, "UPDATE job SET owner = NULL WHERE id = ? AND owner = ?",
                claim.jobId, claim.owner.text()));
    }

    /** Deletes a job that never became ready (its planning failed): it sent nothing. */
    public void discard(Claim claim) {
        copy.database().write(connection -> Sql.update(connection, "DELETE FROM job WHERE id = ? AND ready = 0 AND owner = ?",
                claim.jobId, claim.owner.text()));
    }

    /** The ready jobs, the latest first; of {@code appId} only when given. */
    public List<JobSummary> list(Optional<String> appId) {
        return copy.database().read(connection -> {
            List<JobSummary> jobs = new ArrayList<>();
            String sql = SUMMARY + (appId.isPresent() ? " AND j.app_id = ?" : "") + " ORDER BY j.created_at DESC, j.id DESC";
            try (PreparedStatement query = appId.isPresent() ? Sql.prepare(connection, sql, appId.get()) : Sql.prepare(connection, sql);
                 ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    jobs.add(summary(row));
                }
            }
            return jobs;
        });
    }

    /**
     * A ready job.
     *
     * @throws NoSuchJobException when there is none of that id
     */
    public JobSummary summary(String jobId) {
        return copy.database().read(connection -> {
            try (PreparedStatement query = Sql.prepare(connection, SUMMARY + " AND j.id = ?", jobId);
                 ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    throw new NoSuchJobException(jobId);
                }
                return summary(row);
            }
        });
    }

    /** The rows of the job the service did not accept, in the file's order. */
    public List<JobFailure> failures(String jobId) {
        return copy.database().read(connection -> {
            List<JobFailure> failures = new ArrayList<>();
            try (PreparedStatement query = Sql.prepare(connection,
                    "SELECT line, address, message FROM job_row WHERE job_id = ? AND outcome = 'failed' ORDER BY line", jobId);
                 ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    failures.add(new JobFailure(row.getLong(1), row.getString(2), row.getString(3)));
                }
            }
            return failures;
        });
    }

    private JobSummary summary(ResultSet row) throws SQLException {
        Optional<SweepOwner> holder = SweepOwner.parse(row.getString(8));
        boolean running = holder.isPresent() && holder.get().holds(row.getLong(9), copy.clock().millis());
        return new JobSummary(row.getString(1), row.getString(2), row.getString(3), Instant.ofEpochMilli(row.getLong(4)),
                row.getLong(5), row.getLong(6), row.getLong(7), row.getLong(10), row.getLong(11), row.getLong(12), row.getLong(13), running);
    }

    /** Within a write: refreshes the claim, and fails when this run no longer holds the job (another took it over as dead). */
    private void confirm(Connection connection, Claim claim) throws SQLException {
        if (Sql.update(connection, "UPDATE job SET heartbeat_at = ? WHERE id = ? AND owner = ?",
                copy.clock().millis(), claim.jobId, claim.owner.text()) != 1) {
            throw new LocalCopyException("the job " + claim.jobId + " is no longer this run's: another took it over");
        }
    }

    /** Jobs whose planning ended with their run: nothing of theirs was sent. */
    private void deleteAbandoned(Connection connection) throws SQLException {
        long now = copy.clock().millis();
        List<String> abandoned = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement("SELECT id, owner, heartbeat_at FROM job WHERE ready = 0");
             ResultSet row = query.executeQuery()) {
            while (row.next()) {
                Optional<SweepOwner> holder = SweepOwner.parse(row.getString(2));
                if (holder.isEmpty() || !holder.get().holds(row.getLong(3), now)) {
                    abandoned.add(row.getString(1));
                }
            }
        }
        for (String id : abandoned) {
            Sql.update(connection, "DELETE FROM job WHERE id = ?", id);
        }
    }

    private static String dataJson(Map<String, String> data) {
        try {
            return Json.mapper().writeValueAsString(data == null ? Map.of() : data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of texts is always JSON", e);
        }
    }

    private static Map<String, String> readData(String json) {
        try {
            return Json.mapper().readValue(json, DATA);
        } catch (JsonProcessingException e) {
            throw new LocalCopyException("a job's row in the local copy is not what Mailroom wrote: " + e.getOriginalMessage(), e);
        }
    }
}
