package io.mailroom.sandbox;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import java.text.Normalizer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Generates believable contacts so a person trying Mailroom sees lists that look like real ones:
 * names and phone numbers that fit each contact's language, non-ASCII names, every field filled.
 * The same seed and anchor always give the same contacts. Addresses use reserved example
 * domains, so none of them can reach a real mailbox.
 */
final class ContactSeeder {

    private static final Duration HISTORY = Duration.ofDays(3 * 365);
    private static final String[] SOURCES = {"import", "signup-form", "api", "checkout"};
    private static final int[] SOURCE_WEIGHTS = {30, 35, 15, 20};
    private static final int[] VIP_WEIGHTS = {40, 25, 15, 10, 6, 4};
    private static final String[] MAIL_DOMAINS = {
        "example.com", "example.org", "example.net", "mail.example", "post.example", "inbox.example"};
    private static final String[] COMPANIES = {
        "Northwind Traders", "Contoso Ltd", "Fabrikam", "Tailspin Toys", "Wide World Importers",
        "Adventure Works", "Blue Yonder Airlines", "Litware", "Proseware", "Woodgrove Bank",
        "Müller & Söhne GmbH", "Boulangerie Lefèvre", "Panadería del Sol", "Café Aurora",
        "Orchard Analytics", "Kite & Key Studio", "Van Dijk Logistiek", "Sakura Systems",
        "Lumen Design Co.", "Atelier Noël"};

    private record Culture(String language, int weight, String phoneFormat, String[] firstNames, String[] lastNames) {
    }

    private static final List<Culture> CULTURES = List.of(
            new Culture("en", 30, "+1 (212) 555-01##",
                    new String[] {"Olivia", "Liam", "Emma", "Noah", "Zoë", "James", "Sophia", "William", "Chloë", "Łukasz", "Grace", "Ethan", "Amelia", "Aiden"},
                    new String[] {"Smith", "Johnson", "Brown", "Taylor", "Wilson", "O'Connor", "Kowalski", "Wiśniewski", "Nguyen", "Patel", "Walker", "Murphy"}),
            new Culture("de", 12, "+49 30 #######",
                    new String[] {"Jürgen", "Lena", "Lukas", "Anna", "Jörg", "Mia", "Felix", "Sönke", "Leonie", "Maximilian"},
                    new String[] {"Müller", "Schmidt", "Schneider", "Fischer", "Weiß", "Köhler", "Bauer", "Groß", "Wagner", "Becker"}),
            new Culture("fr", 11, "+33 1 ## ## ## ##",
                    new String[] {"Chloé", "Hélène", "François", "Léa", "Théo", "Amélie", "Noël", "Camille", "Gaëlle", "Jérôme"},
                    new String[] {"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Girard", "Roux", "Fournier", "Bélanger", "Chevalier"}),
            new Culture("es", 11, "+34 91# ### ###",
                    new String[] {"José", "María", "Sofía", "Alejandro", "Lucía", "Martín", "Inés", "Álvaro", "Carmen", "Iñigo"},
                    new String[] {"García", "Fernández", "López", "Martínez", "Peña", "Sánchez", "Muñoz", "Jiménez", "Ruiz", "Núñez"}),
            new Culture("pt-BR", 10, "+55 11 9####-####",
                    new String[] {"João", "Ana", "Luíza", "Gabriel", "Conceição", "Thiago", "Letícia", "Mateus", "Beatriz", "Caio"},
                    new String[] {"Silva", "Santos", "Oliveira", "Souza", "Araújo", "Gonçalves", "Pereira", "Simões", "Magalhães", "Costa"}),
            new Culture("it", 9, "+39 02 #### ####",
                    new String[] {"Giulia", "Luca", "Francesca", "Niccolò", "Chiara", "Matteo", "Elena", "Lorenzo", "Sara", "Nicolò"},
                    new String[] {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "De Luca", "Galli", "Mancini"}),
            new Culture("nl", 9, "+31 20 ### ####",
                    new String[] {"Daan", "Sanne", "Jeroen", "Femke", "Bram", "Lotte", "Thijs", "Anouk", "Sem", "Fleur"},
                    new String[] {"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "van Dijk", "Mulder"}),
            new Culture("ja", 8, "+81 3-####-####",
                    new String[] {"Yūki", "Haruto", "Sakura", "Ren", "Aoi", "Sōta", "Hina", "Kenji", "Yui", "Daichi"},
                    new String[] {"Satō", "Suzuki", "Takahashi", "Tanaka", "Itō", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Katō"}));

    private static final int[] CULTURE_WEIGHTS = CULTURES.stream().mapToInt(Culture::weight).toArray();
    private static final Pattern MARKS = Pattern.compile("\\p{M}");
    private static final Pattern NOT_LETTERS = Pattern.compile("[^a-z]");

    private final Random random;
    private final Instant anchor;
    /** The few names and companies recur a thousand times; each is made ASCII once. */
    private final Map<String, String> asciiNames = new HashMap<>();

    private ContactSeeder(long seed, Instant anchor) {
        this.random = new Random(seed);
        this.anchor = anchor;
    }

    /**
     * {@code count} contacts split over "newsletter" (60%), "onboarding" (30%) and "vip-club"
     * (the rest), each list in registration order, with dates in the three years before {@code anchor}.
     */
    static Map<String, List<Contact>> seed(int count, long seed, Instant anchor) {
        ContactSeeder seeder = new ContactSeeder(seed, anchor);
        int newsletter = count * 60 / 100;
        int onboarding = count * 30 / 100;
        Map<String, List<Contact>> apps = new LinkedHashMap<>();
        List<String> ids = SandboxServer.SEED_APP_IDS;
        apps.put(ids.get(0), seeder.contacts(newsletter, false));
        apps.put(ids.get(1), seeder.contacts(onboarding, false));
        apps.put(ids.get(2), seeder.contacts(count - newsletter - onboarding, true));
        return apps;
    }

    private List<Contact> contacts(int count, boolean vip) {
        Set<String> taken = new HashSet<>();
        List<Registered> contacts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            contacts.add(contact(taken, vip));
        }
        contacts.sort(Comparator.comparing(Registered::at));
        return contacts.stream().map(Registered::contact).toList();
    }

    /** A contact with its registration instant, which orders the list without parsing the date back. */
    private record Registered(Instant at, Contact contact) {
    }

    private Registered contact(Set<String> taken, boolean vip) {
        Culture culture = CULTURES.get(weighted(CULTURE_WEIGHTS));
        String first = pick(culture.firstNames());
        String last = pick(culture.lastNames());
        String company = pick(COMPANIES);
        Instant registered = anchor.minusSeconds(random.nextLong(HISTORY.toSeconds()));
        long since = Duration.between(registered, anchor).toSeconds() + 1;
        Instant lastActive = registered.plusSeconds(random.nextLong(since));
        String expires = random.nextInt(100) < 35 ? "" : registered.plusSeconds(random.nextLong(since)).toString();
        long vipLevel = vip ? 3 + random.nextInt(3) : weighted(VIP_WEIGHTS);
        int cents = vip ? 50_000 + random.nextInt(450_000) : random.nextInt(50_000);
        LocalDate birthday = LocalDate.ofYearDay(2000, 1 + random.nextInt(366));
        return new Registered(registered, new Contact(
                address(first, last, company, taken),
                random.nextInt(100) < 15 ? ContactStatus.Unsubscribed : ContactStatus.Confirmed,
                culture.language(),
                first,
                last,
                phone(culture.phoneFormat()),
                twoDigits(birthday.getDayOfMonth()) + "/" + twoDigits(birthday.getMonthValue()),
                company,
                VipLevel.of(vipLevel),
                cents / 100 + "." + twoDigits(cents % 100),
                registered.toString(),
                SOURCES[weighted(SOURCE_WEIGHTS)],
                expires,
                lastActive.toString()));
    }

    /** An address unique within its application, built the ways people actually pick them. */
    private String address(String first, String last, String company, Set<String> taken) {
        String f = ascii(first);
        String l = ascii(last);
        String local = switch (random.nextInt(6)) {
            case 0 -> f + "." + l;
            case 1 -> f + l;
            case 2 -> f.charAt(0) + "." + l;
            case 3 -> f + "_" + l;
            case 4 -> f + "." + l + (10 + random.nextInt(90));
            default -> l + "." + f;
        };
        String domain = random.nextInt(4) == 0 ? ascii(company) + ".example" : pick(MAIL_DOMAINS);
        String candidate = local + "@" + domain;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = local + n + "@" + domain;
        }
        return candidate;
    }

    private String phone(String format) {
        StringBuilder number = new StringBuilder(format.length());
        for (char c : format.toCharArray()) {
            number.append(c == '#' ? (char) ('0' + random.nextInt(10)) : c);
        }
        return number.toString();
    }

    private static String twoDigits(int value) {
        return value < 10 ? "0" + value : Integer.toString(value);
    }

    private String pick(String[] values) {
        return values[random.nextInt(values.length)];
    }

    private int weighted(int[] weights) {
        int total = 0;
        for (int weight : weights) {
            total += weight;
        }
        int roll = random.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            roll -= weights[i];
            if (roll < 0) {
                return i;
            }
        }
        throw new IllegalStateException("weights must be positive");
    }

    /** Lower-case ASCII letters only: "Łukasz" becomes "lukasz", "De Luca" becomes "deluca". */
    private String ascii(String name) {
        return asciiNames.computeIfAbsent(name, ContactSeeder::toAscii);
    }

    private static String toAscii(String name) {
        String plain = MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFD)).replaceAll("")
                .replace("ł", "l").replace("Ł", "L").replace("ß", "ss");
        return NOT_LETTERS.matcher(plain.toLowerCase(Locale.ROOT)).replaceAll("");
    }
}
