package io.mailroom.cli;

import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.localcopy.NoSuchJobException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "show", description = "Show one job: its counts, every row the service did not accept with its reason, and how to resume it.")
final class JobsShowCommand implements Callable<Integer> {

    @ParentCommand
    JobsCommand jobs;

    @Parameters(paramLabel = "JOB", description = "The job's id, as 'mailroom jobs list' shows it.")
    String jobId;

    @Option(names = "--json", description = "JSON: the job's counts and state, and its failed rows.")
    boolean json;

    @Override
    public Integer call() {
        MailroomCommand root = jobs.root;
        JobJournal journal = JobsCommand.journal(root).orElseThrow(() -> noSuchJob(jobId));
        JobSummary job;
        try {
            job = journal.summary(jobId);
        } catch (NoSuchJobException e) {
            throw noSuchJob(jobId);
        }
        PrintWriter out = root.context.out();
        if (json) {
            JsonOutput.print(out, JobReport.asJson(job, journal.failures(jobId)));
        } else {
            JobReport.print(out, job, journal.failures(jobId));
        }
        return ExitCode.OK;
    }

    static UsageProblem noSuchJob(String jobId) {
        return new UsageProblem("the profile has no job " + jobId + "; 'mailroom jobs list' shows its jobs");
    }
}
