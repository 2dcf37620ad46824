package io.mailroom.cli;

import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.KeyState;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", description = "Show the profiles, where each one's key is and where it keeps its local copy.")
final class ProfileListCommand implements Callable<Integer> {

    @ParentCommand
    ProfileCommand profile;

    @Option(names = "--json", description = "JSON: one object per profile (never the key itself).")
    boolean json;

    @Override
    public Integer call() {
        ProfileService service = profile.service();
        PrintWriter out = profile.root.context.out();
        List<Profile> profiles = service.profiles();
        if (json) {
            List<Map<String, Object>> list = new ArrayList<>();
            for (Profile p : profiles) {
                list.add(asJson(p, service.keyState(p)));
            }
            JsonOutput.print(out, list);
            return ExitCode.OK;
        }
        TextTable table = new TextTable(List.of("NAME", "SERVICE", "APPLICATIONS", "DEFAULT SENDER", "RATE", "KEY", "LOCAL COPY"));
        for (Profile p : profiles) {
            table.add(List.of(p.name(), ProfileDescriptions.service(p),
                    String.join(", ", p.apps().stream().map(AppRef::displayName).toList()),
                    p.defaultSender() == null ? "" : p.defaultSender(),
                    p.rateLimit() + "/s", ProfileDescriptions.key(service.keyState(p), service.secrets()), ProfileFields.CopyPlace.of(p).toString()));
        }
        table.print(out);
        service.keychainNotice().ifPresent(notice -> profile.root.context.err().println("mailroom: note: " + notice));
        return ExitCode.OK;
    }

    private static Map<String, Object> asJson(Profile p, KeyState key) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("name", p.name());
        json.put("sandbox", p.isSandbox());
        json.put("baseUrl", p.baseUrl());
        json.put("apps", p.apps());
        json.put("senders", p.senders());
        json.put("defaultSender", p.defaultSender());
        json.put("rateLimit", p.rateLimit());
        json.put("connectTimeoutSeconds", p.connectTimeout().toSeconds());
        json.put("requestTimeoutSeconds", p.requestTimeout().toSeconds());
        json.put("key", key.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        json.put("localCopy", ProfileFields.CopyPlace.of(p).toString());
        return json;
    }
}
