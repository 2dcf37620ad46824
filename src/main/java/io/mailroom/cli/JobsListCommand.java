package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.JobSummary;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", description = "List the profile's import jobs, the latest first, with their counts and state.")
final class JobsListCommand implements Callable<Integer> {

    @ParentCommand
    JobsCommand jobs;

    @Option(names = "--app", paramLabel = "APP", description = "Only the jobs of this application.")
    String appId;

    @Option(names = "--json", description = "JSON: an array of jobs, each with its counts and state.")
    boolean json;

    @Override
    public Integer call() {
        MailroomCommand root = jobs.root;
        Optional<String> app = Optional.ofNullable(appId).map(InputRules::appId);
        List<JobSummary> listed = JobsCommand.journal(root).map(journal -> journal.list(app)).orElse(List.of());
        PrintWriter out = root.context.out();
        if (json) {
            JsonOutput.print(out, listed.stream().map(JobReport::asJson).toList());
            return ExitCode.OK;
        }
        TextTable table = new TextTable(List.of("JOB", "APP", "CREATED", "SENT", "FAILED", "NOT SENT", "STATE", "FILE"));
        for (JobSummary job : listed) {
            table.add(List.of(job.id(), job.appId(), job.createdAt().toString(), job.sent() + " of " + job.planned(),
                    String.valueOf(job.failed()), String.valueOf(job.pending()), JobReport.state(job), job.source()));
        }
        table.print(out);
        return ExitCode.OK;
    }
}
