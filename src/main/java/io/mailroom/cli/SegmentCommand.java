package io.mailroom.cli;

import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import io.mailroom.service.profiles.Profile;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "segment", description = {
    "Keep named finds and filters of an application's contacts: segments, the same",
    "the desktop app lists. 'mailroom contacts find --segment NAME' finds the",
    "contacts of one. Segments are kept per --profile in a file in the data",
    "directory (see 'mailroom --help'), apart from the local copy: forgetting the",
    "copy keeps them."
}, subcommands = {SegmentListCommand.class, SegmentShowCommand.class, SegmentSaveCommand.class, SegmentRenameCommand.class,
    SegmentDeleteCommand.class})
final class SegmentCommand {

    @ParentCommand
    MailroomCommand root;

    /** The segments of {@code root}'s profile. */
    static SegmentStore store(MailroomCommand root) {
        Profile profile = root.profile().orElseThrow(() ->
                new UsageProblem("segments are kept per profile: pass --profile NAME ('mailroom profile list')"));
        return new SegmentStore(root.dataDirectory(), profile.id());
    }

    /** A segment's name as given on the command line, checked by the segments' own rule. */
    static String name(String label, String given) {
        try {
            return Segment.checkName(given);
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(label + ": " + e.getMessage());
        }
    }

    /** The application's segment of that name (ignoring case). */
    static Segment named(MailroomCommand root, String appId, String given) {
        String name = name("--segment", given);
        return store(root).find(appId, name).orElseThrow(() -> new UsageProblem("the application " + appId
                + " has no segment named \"" + name + "\"; 'mailroom segment list --app " + appId + "' shows its segments"));
    }

    /** "find "acme", where vip=3.. language=de"; "every contact" for a segment of neither. */
    static String definition(Segment segment) {
        String find = segment.find().isEmpty() ? "" : "find \"" + segment.find() + "\"";
        String where = segment.filters().isEmpty() ? "" : "where " + where(segment.filters());
        if (find.isEmpty() && where.isEmpty()) {
            return "every contact";
        }
        return find.isEmpty() || where.isEmpty() ? find + where : find + ", " + where;
    }

    /** The filters as --where takes them, one after the other. */
    static String where(List<Filter> filters) {
        return String.join(" ", filters.stream().map(Filter::text).toList());
    }

    static Map<String, Object> asJson(Segment segment) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("name", segment.name());
        json.put("appId", segment.appId());
        json.put("find", segment.find());
        json.put("where", segment.filters().stream().map(Filter::text).toList());
        return json;
    }
}
