package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options that choose contacts from an application's local copy, the same for 'contacts find'
 * and 'contacts export' (docs/cli.md): QUERY, --where and --segment narrow together, and
 * --offline reads the copy as last synced.
 */
final class ContactSelection {

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Parameters(paramLabel = "QUERY",
            description = "Words every contact chosen has, each beginning a word of its address, names, company or phone (any case, any accents).")
    List<String> words = new ArrayList<>();

    @Option(names = "--where", paramLabel = "FIELD=VALUE", converter = WhereFilter.class, description = WhereFilter.DESCRIPTION)
    List<Filter> filters = new ArrayList<>();

    @Option(names = "--segment", paramLabel = "NAME", description = "The contacts of a saved segment ('mailroom segment list').")
    String segment;

    @Option(names = "--offline", description = "Read the copy as last synced, asking the service nothing (no key needed).")
    boolean offline;

    /** The application: --app, or the profile's only one. */
    String app(MailroomCommand root) {
        return InputRules.appId(root.appId(appId));
    }

    ContactQuery query(MailroomCommand root, String app) {
        return CopyQuery.of(root, app, words, filters, segment);
    }
}
