package io.mailroom.cli;

import io.mailroom.service.localcopy.JobFailure;
import io.mailroom.service.localcopy.JobSummary;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** How the command line shows a job: after an import, and in 'jobs list' and 'jobs show'. */
final class JobReport {

    private JobReport() {
    }

    /** The state as one word or two: running, interrupted, failed rows, done. */
    static String state(JobSummary job) {
        return switch (job.state()) {
            case RUNNING -> "running";
            case INTERRUPTED -> "interrupted";
            case FAILED_ROWS -> "failed rows";
            case DONE -> "done";
        };
    }

    /** The job's counts, its failed rows, and what resuming it would do. */
    static void print(PrintWriter out, JobSummary job, List<JobFailure> failures) {
        out.println("Job " + job.id() + ": import into " + job.appId() + " from " + job.source() + " (" + job.createdAt() + ")");
        out.println("  rows in file  " + job.fileRows());
        out.println("  created       " + job.created());
        out.println("  updated       " + job.updated());
        out.println("  unchanged     " + job.unchanged() + " (not sent)");
        out.println("  rejected      " + job.rejected() + " (not sent)");
        out.println("  failed        " + job.failed());
        out.println("  not sent yet  " + job.pending());
        out.println("  state         " + state(job));
        if (!failures.isEmpty()) {
            out.println("Failed rows:");
            for (JobFailure failure : failures) {
                out.println("  line " + failure.line() + ": " + failure.address() + ": " + failure.message());
            }
        }
        if (job.resumable()) {
            out.println(resumeHint(job));
        }
    }

    /** The command that resumes the job, and what it would send. */
    static String resumeHint(JobSummary job) {
        String rows = job.pending() > 0 && job.failed() > 0
                ? count(job.pending(), "row") + " not sent and the " + count(job.failed(), "failed row")
                : job.pending() > 0 ? "the " + count(job.pending(), "row") + " not sent" : "the " + count(job.failed(), "failed row");
        return "'mailroom contacts import --resume " + job.id() + "' sends " + rows + " (rows accepted are not sent again)";
    }

    static Map<String, Object> asJson(JobSummary job, List<JobFailure> failures) {
        Map<String, Object> node = asJson(job);
        node.put("failures", failures.stream().map(failure -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("line", failure.line());
            row.put("emailAddress", failure.address());
            row.put("message", failure.message());
            return row;
        }).toList());
        return node;
    }

    static Map<String, Object> asJson(JobSummary job) {
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("id", job.id());
        node.put("kind", "import");
        node.put("appId", job.appId());
        node.put("source", job.source());
        node.put("createdAt", job.createdAt().toString());
        node.put("state", job.state().name().toLowerCase(Locale.ROOT));
        node.put("fileRows", job.fileRows());
        node.put("planned", job.planned());
        node.put("created", job.created());
        node.put("updated", job.updated());
        node.put("unchanged", job.unchanged());
        node.put("rejected", job.rejected());
        node.put("failed", job.failed());
        node.put("pending", job.pending());
        return node;
    }

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
