#![forbid(unsafe_code)]
//! `kesif`: the lessons' invariants over their parameter grids, then their claims under every
//! fault schedule within bounds (stateright), mutants included, then the fewest faults that
//! break each claim in each design (`arama::en_az`); compared with the results the docs keep
//! (`docs/kesif.json`). `cargo xtask kesif` builds it in release and runs it.
//!
//! With `--ders`, one lesson's own model only, for a reader's options (the lesson's flags the
//! check takes; those that shape the faults are ignored with a note): no grids, no mutants, no
//! comparison. `--metin` prints the verdicts as a text that is the same on every run (what the
//! book's page prints for the same options), `--hiz` runs the page's engine (`arama::genislik`)
//! instead of stateright and prints its rate.

use arama::kayit::{self, Boy, Kayitli};
use arama::{SinirTanimi, Sinirlar};
use clap::{Arg, ArgAction, Command};
use kesif::yazdirma::{en_az_yazdir, karar_metni, kusurlar_yakalandi, yazdir};
use kesif::{DenetimSonucu, kontroller};
use std::process::ExitCode;

const KULLANIM: &str = "cargo xtask kesif [SEÇENEKLER]";

/// The lessons' names, in course order, as the help lists them.
fn ders_adlari() -> String {
    dersler::DERSLER.iter().map(|d| d.ad()).collect::<Vec<_>>().join(", ")
}

/// `--bellek-siniri`: where a search stops ([`kesif::izleme`]).
fn bellek_siniri() -> Arg {
    Arg::new("bellek-siniri")
        .long("bellek-siniri")
        .value_name("GIB")
        .value_parser(clap::value_parser!(u64).range(1..=1024))
        .help(format!(
            "Bellek sınırı (GiB, 1 ile 1024; varsayılan {}): süreç (yan yana koşan aramalar \
             birlikte) bu kadar belleğe ulaşınca arama durur ve ne kadar ilerlediğini söyler \
             (büyüyen bir tablo kısa bir an biraz fazlasını tutabilir)",
            kesif::izleme::VARSAYILAN_GIB
        ))
}

/// The flags some lesson's check ignores (they shape the faults, and the check chooses every
/// schedule itself), each with the lessons that ignore it.
fn yok_sayilanlar(mut c: Command) -> Command {
    let mut yok_sayilan: Vec<&str> =
        kesif::DERSLER.iter().flat_map(|d| d.denetim.yok_sayilan).copied().collect();
    yok_sayilan.sort_unstable();
    yok_sayilan.dedup();
    for b in yok_sayilan {
        let kimin: Vec<&str> = kesif::DERSLER
            .iter()
            .filter(|d| d.denetim.yok_sayilan.contains(&b))
            .map(|d| d.ad)
            .collect();
        c = c.arg(Arg::new(b).long(b).value_name("DEĞER").help(format!(
            "{}: arızaları biçimler; denetim her arıza sırasını kendisi seçer, bu yüzden \
             yok sayılır (bir notla)",
            kimin.join(", ")
        )));
    }
    c
}

/// `--en-az-dersi`: the lessons whose designs' fewest faults a run searches (a rehearsal's quick
/// `--yaz`).
fn en_az_dersi() -> Arg {
    Arg::new("en-az-dersi")
        .long("en-az-dersi")
        .value_name("DERS")
        .action(ArgAction::Append)
        .value_parser(clap::builder::PossibleValuesParser::new(
            dersler::DERSLER.iter().map(|d| d.ad()),
        ))
        .hide_possible_values(true)
        .conflicts_with("ders")
        .help(
            "Tasarımların en az arızasını yalnız bu derste arar (tekrarlanabilir); öbür \
             derslerin docs/kesif.json'daki en az arıza sonuçları olduğu gibi kalır ve \
             karşılaştırılmaz (yeni bir dersin provası böyle yazar)",
        )
}

fn komut() -> Command {
    let sayi = |ad: String, deger: &'static str, yardim: String| {
        Arg::new(ad.clone())
            .long(ad)
            .value_name(deger)
            .value_parser(clap::value_parser!(u32))
            .help(yardim)
    };
    let bayrak = |ad: &'static str, yardim: &'static str| {
        Arg::new(ad).long(ad).action(ArgAction::SetTrue).help(yardim)
    };
    let mut c = Command::new("kesif")
        .about(
            "Derslerin değişmezlerini parametre ızgaralarında, özelliklerini sınırlar içindeki her \
             arıza sırasında (stateright) dener; sonra ilk tablonun her tasarımında her özelliği \
             bozmaya en az kaç arızanın yettiğini arar (kaç arıza yeter); her kusurlu modelin \
             yakalandığını ve sonuçların docs/kesif.json'dakilerle aynı olduğunu denetler",
        )
        .override_usage(KULLANIM)
        .term_width(100)
        .arg(bayrak(
            "json",
            "Sonuçları tek bir JSON belgesi olarak basar (özellik başına bir kayıt)",
        ))
        .arg(bayrak("kucuk", "Küçük sınırlar (cargo xtask test bunu koşar)"))
        .arg(
            bayrak("yaz", "Bu çalıştırmanın sonuçlarını docs/kesif.json'a yazar (farkları önce okuyun)")
                .conflicts_with("ders"),
        )
        .arg(bayrak("izgarasiz", "Parametre ızgaralarını atlar"))
        .arg(en_az_dersi())
        .arg(
            Arg::new("gezgin")
                .long("gezgin")
                .value_name("DERS")
                .value_parser(clap::builder::PossibleValuesParser::new(
                    dersler::DERSLER.iter().map(|d| d.ad()),
                ))
                .hide_possible_values(true)
                .help(format!(
                    "stateright'ın Explorer'ını dersin ilk yapılandırmasıyla --adres'te açar \
                     (dersler: {})",
                    ders_adlari()
                )),
        )
        .arg(
            Arg::new("adres")
                .long("adres")
                .value_name("ADRES")
                .default_value("127.0.0.1:3000")
                .hide_default_value(true)
                .help("Explorer'ın dinlediği adres (varsayılan 127.0.0.1:3000)"),
        )
        .arg(
            Arg::new("ders")
                .long("ders")
                .value_name("DERS")
                .value_parser(clap::builder::PossibleValuesParser::new(
                    kesif::DERSLER.iter().map(|d| d.ad),
                ))
                .hide_possible_values(true)
                .help(format!(
                    "Yalnız bu dersin kendi modelini denetler (kusurlu modeller, ızgaralar ve \
                     docs/kesif.json'la karşılaştırma olmadan); dersin aşağıdaki seçenekleri \
                     verilebilir (dersler: {})",
                    ders_adlari()
                )),
        )
        .arg(
            bayrak(
                "hiz",
                "--ders ile: aynı denetimi stateright yerine kitabın sayfasının motoruyla yapar \
                 (arama::genislik; adımları her çekirdekte bir iş parçacığı hazırlar) ve hızını \
                 basar (durum/s); karar metni aynıdır. Raporun sınırlarından büyük bir sınır verilince --hiz olmadan da bu \
                 motor denetler (--json ile stateright)",
            )
            .requires("ders"),
        )
        .arg(bellek_siniri())
        .arg(bayrak(
            "metin",
            "Süreler ve hızlar olmadan, her çalıştırmada aynı kalan karar metnini basar: özellikler, \
             kararlar, durum sayıları, örneklerin uzunluğu ve --ariza sırası; sonra her tasarımda \
             her özelliğin en az arızası, en az arızalı sıra sayısı ve ilk sıranın --ariza'sı",
        ));
    // the bounds the lessons declare, each with what it means in each lesson
    for (b, anlamlar) in sinir_bayraklari() {
        let yardim = format!("Sınır; {}", anlamlar.join("; "));
        c = c.arg(sayi(b, "N", yardim));
    }
    // the lessons' own options the check takes, each with what it means in each lesson
    let mut secenekler: Vec<(String, Vec<String>)> = Vec::new();
    for d in kesif::DERSLER {
        for t in d.denetim.secenekler {
            let anlam = format!("{}: {}", d.ad, ders::Tanim::yardim(*t));
            match secenekler.iter_mut().find(|(b, _)| *b == ders::Tanim::bayrak(*t)) {
                Some((_, anlamlar)) => anlamlar.push(anlam),
                None => secenekler.push((ders::Tanim::bayrak(*t), vec![anlam])),
            }
        }
    }
    for (b, anlamlar) in secenekler {
        let yardim = format!("--ders ile dersin seçeneği; {}", anlamlar.join("; "));
        c = c.arg(Arg::new(b.clone()).long(b).value_name("N").help(yardim));
    }
    c = yok_sayilanlar(c);
    program::komut::surum(program::komut::yardim(c)).version(env!("CARGO_PKG_VERSION"))
}

fn main() -> ExitCode {
    let surum = env!("CARGO_PKG_VERSION");
    let m = match program::komut::arac_arguman(komut(), "kesif", KULLANIM, surum) {
        Ok(m) => m,
        Err(kod) => return kod,
    };
    if let Some(&gib) = m.get_one::<u64>("bellek-siniri") {
        kesif::izleme::sinir_koy(gib);
    }
    let kucuk = m.get_flag("kucuk");
    let s = match sinirlar(&m, if kucuk { Sinirlar::kucuk() } else { Sinirlar::tam() }) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("kesif: {e}\nKullanım: {KULLANIM}");
            return ExitCode::from(2);
        }
    };
    let kendi = s.kendi();
    let metin = m.get_flag("metin");
    if let Some(ders) = m.get_one::<String>("ders") {
        return match dersin_secenekleri(&m, ders) {
            Ok((d, degerler)) => tek_ders(&m, &s, d, &degerler),
            Err(e) => {
                eprintln!(
                    "kesif: {e}\nKullanım: {KULLANIM}\nAyrıntılar için: cargo xtask kesif -- --help"
                );
                ExitCode::from(2)
            }
        };
    }
    let verilen: Vec<String> = kesif::DERSLER
        .iter()
        .flat_map(|d| d.denetim.secenekler.iter().map(|t| ders::Tanim::bayrak(*t)))
        .filter(|b| m.contains_id(b))
        .collect();
    if let Some(b) = verilen.first() {
        eprintln!(
            "kesif: --{b} bir dersin seçeneğidir: hangi dersin olduğunu --ders ile söyleyin\nKullanım: {KULLANIM}"
        );
        return ExitCode::from(2);
    }
    if let Some(ders) = m.get_one::<String>("gezgin") {
        let adres = m.get_one::<String>("adres").expect("has a default");
        let k =
            kontroller(&s).into_iter().find(|k| k.ders() == ders).expect("every lesson has one");
        eprintln!("kesif: {ders} için Explorer http://{adres}/ adresinde (durdurmak için Ctrl-C)");
        k.gez(adres);
        return ExitCode::SUCCESS;
    }
    let json = m.get_flag("json");
    let mut tamam = true;
    let sessiz = json || metin;
    if !m.get_flag("izgarasiz") && !sessiz {
        let boy = if kucuk { Boy::Kucuk } else { Boy::Tam };
        let is_parcacigi = std::thread::available_parallelism().map_or(2, |n| n.get());
        for &d in dersler::DERSLER {
            tamam &= kesif::izgara::ders(d, boy, is_parcacigi);
        }
    }
    let bas = std::time::Instant::now();
    let mut sonuclar: Vec<DenetimSonucu> = Vec::new();
    for k in kontroller(&s) {
        let r = match k.calistir() {
            Ok(r) => r,
            Err(e) => return durdu(&e),
        };
        if !sessiz {
            yazdir(&r);
        }
        sonuclar.extend(r);
    }
    let sure = bas.elapsed().as_secs_f64();
    if json {
        println!("{}", serde_json::to_string_pretty(&sonuclar).expect("results serialize"));
    } else if metin {
        print!("{}", karar_metni(&sonuclar));
    } else {
        println!("arıza sırası denetimi: {} özellik, {sure:.1} s", sonuclar.len());
    }
    tamam &= kusurlar_yakalandi(&sonuclar, !sessiz);
    // the fewest faults of each design, lesson by lesson, at the designs' own bounds
    let mut en_az = Vec::new();
    let aranan = en_az_dersleri(&m);
    for d in kesif::DERSLER.iter().filter(|d| aranan(d.ad)) {
        match en_azlar(d, &s.clone().tasarimlar_icin(), &[]) {
            Ok(k) => en_az.extend(k),
            Err(kod) => return kod,
        }
    }
    if metin {
        print!("{}", arama::karar::en_az_metni(&en_az));
    } else if !json {
        en_az_yazdir(&en_az);
    }
    if !kendi {
        match kaydet_ya_da_karsilastir(&m, kucuk, &sonuclar, &en_az, &aranan) {
            Ok(ayni) => tamam &= ayni,
            Err(kod) => return kod,
        }
    }
    if tamam { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

/// The lessons whose designs' fewest faults a run searches: those of `--en-az-dersi`, or all.
fn en_az_dersleri(m: &clap::ArgMatches) -> impl Fn(&str) -> bool + use<> {
    let verilen: Option<Vec<String>> =
        m.get_many::<String>("en-az-dersi").map(|d| d.cloned().collect());
    move |ders| verilen.as_ref().is_none_or(|v| v.iter().any(|d| d == ders))
}

/// With `--yaz`, keeps the results of the bounds run (`kucuk`) in docs/kesif.json; otherwise
/// compares them with it and prints each difference: whether they are the same. The fewest
/// faults are those of the lessons `aranan` says were searched; the others' stay as kept.
fn kaydet_ya_da_karsilastir(
    m: &clap::ArgMatches,
    kucuk: bool,
    sonuclar: &[DenetimSonucu],
    en_az: &[arama::kayit::EnAzKaydi],
    aranan: &dyn Fn(&str) -> bool,
) -> Result<bool, ExitCode> {
    let boy = if kucuk { Boy::Kucuk } else { Boy::Tam };
    let yeni: Vec<Kayitli> = sonuclar.iter().map(|s| s.kayitli(boy)).collect();
    if m.get_flag("yaz") {
        if let Err(e) = kayit::yaz(&kesif::kok(), boy, &yeni, en_az, aranan) {
            eprintln!("kesif: {e}");
            return Err(ExitCode::from(2));
        }
        eprintln!("kesif: sonuçlar docs/kesif.json'a yazıldı");
    } else {
        let eski = kayit::dosya_oku(&kesif::kok()).unwrap_or_default();
        let mut farklar = kayit::farklar(boy, &yeni, &eski.denetimler);
        let eski_en_az: Vec<_> = eski.en_az.into_iter().filter(|k| aranan(&k.ders)).collect();
        farklar.extend(kayit::en_az_farklar(boy, en_az, &eski_en_az));
        for f in &farklar {
            eprintln!("  {f}");
        }
        if !farklar.is_empty() {
            eprintln!(
                "kesif: {} sonuç docs/kesif.json'dakinden farklı; istenen bir değişiklikse \
                 farkları okuyup cargo xtask kesif -- --yaz{} ile kaydedin",
                farklar.len(),
                if kucuk { " --kucuk" } else { "" }
            );
            return Ok(false);
        }
    }
    Ok(true)
}

/// `--ders`: lesson `d`'s check with the reader's options `degerler` under bounds `s`, its
/// verdicts (or, with `--hiz`, its speed) and the fewest faults of its designs.
fn tek_ders(
    m: &clap::ArgMatches,
    s: &Sinirlar,
    d: &kesif::DersKontrolleri,
    degerler: &[(&'static str, u32)],
) -> ExitCode {
    let metin = m.get_flag("metin");
    let hiz = m.get_flag("hiz");
    // above the report's bounds the book's engine checks: stateright keeps every state it
    // meets as a fingerprint and its queue as states, in far more memory
    if hiz || (s.rapordan_buyuk(d.denetim.sinirlar) && !m.get_flag("json")) {
        let bas = std::time::Instant::now();
        let duz = |mut g: kesif::izleme::Gozcu| {
            let (kararlar, _) =
                (d.denetim.her_zamanlamada)(s, degerler, &mut |i| g.devam(i.durum, i.derinlik));
            g.bitir().map(|()| (kararlar, bas.elapsed().as_secs_f64()))
        };
        // with --hiz the plain check runs alone (its rate is measured); otherwise beside the
        // designs' fewest faults, whose one taker of steps leaves the cores partly idle, watched
        // silently (the designs' search shows its progress): the text is the same either way
        let (duz, en_az) = if hiz {
            (duz(kesif::izleme::Gozcu::yeni(d.ad, None)), None)
        } else {
            std::thread::scope(|k| {
                let duz = k.spawn(|| duz(kesif::izleme::Gozcu::sessiz(d.ad)));
                let en_az = en_azlar(d, s, degerler);
                (duz.join().expect("the plain check ends"), Some(en_az))
            })
        };
        let (kararlar, saniye) = match duz {
            Ok(k) => k,
            Err(e) => return durdu(&e),
        };
        let kesfedilen: usize = kararlar.iter().map(|k| k.kesfedilen).sum();
        if metin || !hiz {
            print!("{}", arama::karar::metin(&kararlar));
        }
        if hiz {
            println!(
                "hız: {kesfedilen} keşfedilen, {saniye:.3} s, {:.0} durum/s (arama::genislik, \
                 adımları {} iş parçacığı yapıyor)",
                kesfedilen as f64 / saniye.max(1e-9),
                arama::is_parcacigi_sayisi()
            );
        } else if !metin {
            println!(
                "(sınırlar raporunkilerden büyük: düz denetim kitabın motoruyla yapıldı, \
                 arama::genislik)"
            );
        }
        en_az_bas(en_az.unwrap_or_else(|| en_azlar(d, s, degerler)), metin)
    } else {
        let mut sonuclar = Vec::new();
        for k in (d.secenekli)(s, degerler) {
            match k.calistir() {
                Ok(r) => sonuclar.extend(r),
                Err(e) => return durdu(&e),
            }
        }
        if m.get_flag("json") {
            println!("{}", serde_json::to_string_pretty(&sonuclar).expect("results serialize"));
        } else if metin {
            print!("{}", karar_metni(&sonuclar));
        } else {
            for r in sonuclar.chunk_by(|a, b| a.denetim.kontrol == b.denetim.kontrol) {
                yazdir(r);
            }
        }
        if m.get_flag("json") {
            ExitCode::SUCCESS
        } else {
            en_az_bas(en_azlar(d, s, degerler), metin)
        }
    }
}

/// The fewest faults of a lesson's designs (`en_az`, [`en_azlar`]'s): as the deterministic
/// text when `metin`, else as a table with each first timing's command.
fn en_az_bas(en_az: Result<Vec<arama::kayit::EnAzKaydi>, ExitCode>, metin: bool) -> ExitCode {
    match en_az {
        Ok(k) if metin => {
            print!("{}", arama::karar::en_az_metni(&k));
            ExitCode::SUCCESS
        }
        Ok(k) => {
            en_az_yazdir(&k);
            ExitCode::SUCCESS
        }
        Err(kod) => kod,
    }
}

/// Lesson `d`'s fewest faults in each design, watched as the search runs (progress, the memory
/// limit); a failure is reported once (the first design's that failed) and given as the exit
/// code. The first design is searched before the others (in the lessons' tables the largest),
/// and they beside each other, each with its own threads: their records come in the designs'
/// order, as one search after another gives them.
fn en_azlar(
    d: &kesif::DersKontrolleri,
    s: &Sinirlar,
    degerler: &[(&str, u32)],
) -> Result<Vec<arama::kayit::EnAzKaydi>, ExitCode> {
    /// Why a design's search gave no records.
    enum Hata {
        Durdu(kesif::izleme::Durduruldu),
        Yanlis(String),
    }
    let adlar = (d.denetim.tasarim_adlari)(s, degerler);
    let etiket = |i: usize| format!("{} / en az arıza / {}", d.ad, adlar[i]);
    // design `i`'s search, its watcher showing its progress or silent
    let ara = |i: usize, goster: bool| {
        let mut g = if goster {
            kesif::izleme::Gozcu::yeni(&etiket(i), None)
        } else {
            kesif::izleme::Gozcu::sessiz(&etiket(i))
        };
        let sonuc =
            (d.denetim.tasarimlarda)(s, degerler, Some(i), &mut |i| g.devam(i.durum, i.derinlik));
        g.bitir().map_err(Hata::Durdu)?;
        sonuc.map(|(k, _)| k).map_err(Hata::Yanlis)
    };
    let ara = &ara;
    let n = adlar.len();
    let bildir = |h: Hata| match h {
        Hata::Durdu(e) => durdu(&e),
        Hata::Yanlis(e) => {
            eprintln!("kesif: {}: en az arıza: {e}", d.ad);
            ExitCode::from(1)
        }
    };
    let mut kayitlar = Vec::new();
    if n > 0 {
        kayitlar = ara(0, true).map_err(bildir)?;
    }
    let sonrakiler = std::thread::scope(|k| {
        // the second shows its progress, the rest only stop at the memory limit
        let yanindakiler: Vec<_> = (2..n).map(|i| k.spawn(move || ara(i, false))).collect();
        let ikinci = (n > 1).then(|| ara(1, true));
        let yanindakiler = yanindakiler.into_iter().map(|h| h.join().expect("a search ends"));
        ikinci.into_iter().chain(yanindakiler).collect::<Vec<_>>()
    });
    for sonuc in sonrakiler {
        kayitlar.extend(sonuc.map_err(bildir)?);
    }
    Ok(kayitlar)
}

/// A search stopped at the memory limit: said in one line, exit code 2 (as a refusal: the
/// bounds asked for more than the limit).
fn durdu(e: &kesif::izleme::Durduruldu) -> ExitCode {
    eprintln!("kesif: {e}");
    ExitCode::from(2)
}

/// A lesson's entry in the checker's registry, and its options given (by key).
type DersinSecenekleri = (&'static kesif::DersKontrolleri, Vec<(&'static str, u32)>);

/// Every bound flag the lessons declare (`sinir-<key>`), once each, with what it means in each
/// lesson that declares it and its default there.
fn sinir_bayraklari() -> Vec<(String, Vec<String>)> {
    let mut bayraklar: Vec<(String, Vec<String>)> = Vec::new();
    for d in kesif::DERSLER {
        for t in d.denetim.sinirlar {
            let ne = |v: Option<u32>| v.map_or("yok".to_string(), |n| n.to_string());
            let tasarim = t.tasarim.map_or(String::new(), |n| {
                format!("; raporun tasarımlar tablosunda, en az arızada {n}")
            });
            let anlam = format!(
                "{}: {}, {} ile {} (varsayılan {}, --kucuk ile {}{tasarim})",
                d.ad,
                t.anlam,
                t.en_az,
                t.en_cok,
                ne(t.tam),
                ne(t.kucuk)
            );
            match bayraklar.iter_mut().find(|(b, _)| *b == t.bayrak()) {
                Some((_, anlamlar)) => anlamlar.push(anlam),
                None => bayraklar.push((t.bayrak(), vec![anlam])),
            }
        }
    }
    bayraklar
}

/// The bounds `s` with every bound flag given set, each checked against the declaration of
/// every lesson that declares it.
fn sinirlar(m: &clap::ArgMatches, mut s: Sinirlar) -> Result<Sinirlar, String> {
    let tanimlar: Vec<(&str, &SinirTanimi)> =
        kesif::DERSLER.iter().flat_map(|d| d.denetim.sinirlar.iter().map(|t| (d.ad, t))).collect();
    for (b, _) in sinir_bayraklari() {
        let Some(&n) = m.get_one::<u32>(&b) else { continue };
        for (ad, t) in tanimlar.iter().filter(|(_, t)| t.bayrak() == b) {
            t.denetle(n).map_err(|e| format!("--{b} '{n}': {ad}: {e}"))?;
        }
        let anahtar = tanimlar.iter().find(|(_, t)| t.bayrak() == b).map(|(_, t)| t.anahtar);
        s = s.ile(anahtar.expect("a declared bound"), n);
    }
    Ok(s)
}

/// Lesson `ders`'s entry in the checker's registry, and the lesson's options given on the
/// command line (by key), each read by the lesson's own declaration; a note on standard error
/// for each flag the check ignores. Refuses an option the lesson's check does not take.
fn dersin_secenekleri(m: &clap::ArgMatches, ders: &str) -> Result<DersinSecenekleri, String> {
    let d = kesif::DERSLER.iter().find(|d| d.ad == ders).ok_or("bilinmeyen ders")?;
    let mut degerler = Vec::new();
    for o in kesif::DERSLER.iter().flat_map(|d| d.denetim.secenekler.iter()) {
        let b = ders::Tanim::bayrak(*o);
        let Some(metin) = m.get_one::<String>(&b) else { continue };
        let Some(t) = d.denetim.secenekler.iter().find(|t| ders::Tanim::bayrak(**t) == b) else {
            let alinan: Vec<String> = d
                .denetim
                .secenekler
                .iter()
                .map(|t| format!("--{}", ders::Tanim::bayrak(*t)))
                .collect();
            let alinan = if alinan.is_empty() { "hicbiri".into() } else { alinan.join(", ") };
            return Err(format!("--{b} {ders} denetiminde yok (aldığı seçenekler: {alinan})"));
        };
        if degerler.iter().any(|(a, _)| *a == t.ad) {
            continue;
        }
        match ders::Tanim::ayristir(*t, metin) {
            Ok(ders::secenek::Deger::Tam(n)) => degerler.push((t.ad, n)),
            Ok(_) => unreachable!("a whole-number option"),
            Err(neden) => {
                return Err(program::calistirma::gecersiz_deger(&format!("--{b}"), metin, &neden));
            }
        }
    }
    for b in d.denetim.yok_sayilan.iter().filter(|b| m.contains_id(b)) {
        eprintln!("kesif: --{b} yok sayıldı: {ders} denetimi her arıza sırasını kendisi seçer");
    }
    Ok((d, degerler))
}
