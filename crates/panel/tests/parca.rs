//! The panel and the command line agree on every input. Random URL fragments (repeated,
//! unknown, empty, percent-encoded and overlong flags, values with NUL bytes) run as the panel
//! runs them; the equivalent arguments, written here from the fragment (`k=v` is `--k v`, a
//! bare `k` is `--k`, values percent-decoded), run through the command line, in process. Both
//! give the same text, or the same first message.
//!
//! The flags only the command line has (`--json`, `--markdown`, `--svg`, `--help`,
//! `--version`) are left out of the fragments: the panel shows text, and says so.

use deneme::Lcg;
use ders::Program;
use dersler::DersKaydi;
use program::calistirma::parcala;
use program::parca::{HIKAYE_DEVAMI, HIKAYE_ILK};

/// A number in `0..n`.
fn bir(r: &mut Lcg, n: usize) -> usize {
    r.sonraki(n as u32) as usize
}

/// A choice among `x`.
fn sec<'a>(r: &mut Lcg, x: &[&'a str]) -> &'a str {
    x[bir(r, x.len())]
}

/// Percent-decodes as a browser's fragment would be read (`+` is a space, as the panel reads
/// it; a `%` not followed by two hex digits stays).
fn coz(s: &str) -> String {
    let ciftler = parcala(&format!("x={s}"));
    ciftler.into_iter().next().map(|(_, d)| d).unwrap_or_default()
}

/// The command-line arguments a fragment stands for.
fn argumanlar(parca: &str) -> Vec<String> {
    let mut a = Vec::new();
    for p in parca.split('&').filter(|p| !p.is_empty()) {
        match p.split_once('=') {
            Some((k, v)) => a.extend([format!("--{}", coz(k)), coz(v)]),
            None => a.push(format!("--{}", coz(p))),
        }
    }
    a
}

/// A fragment for lesson `d`'s program `p`: 0 to 4 pairs of its flags, with good, bad, empty,
/// encoded, overlong and NUL-bearing values, some flags repeated, unknown or bare.
fn parca(r: &mut Lcg, d: &dyn DersKaydi, p: Program) -> String {
    let tanimlar = d.secenek_tanimlari(p);
    let mut bayraklar: Vec<String> = tanimlar.iter().map(|t| t.bayrak.clone()).collect();
    bayraklar.extend(
        ["bilinmeyen", "KIRA", "kira%3D5", "%6Bira", "", "x".repeat(300).as_str()]
            .map(String::from),
    );
    let degerler = [
        "5",
        "0",
        "-1",
        "3",
        "2.5",
        "abc",
        "",
        "%35",
        "1%2C2",
        "1e3",
        "99999999999",
        "%00",
        "5%00",
        "sozlesme",
        "s%C3%B6zle%C5%9Fme",
        "d0:6-10",
        "d0%3A6-10%2Cd1%3A8-9",
        "yok",
        "S2:indirim=asili",
        "S3:fatura=hata",
        "%",
        "%zz",
        "+",
        "0.01,0.05",
        "0.01,,0.05",
        "inf",
        "NaN",
    ];
    let n = bir(r, 5);
    let mut ciftler = Vec::new();
    for _ in 0..n {
        let k = bayraklar[bir(r, bayraklar.len())].clone();
        let tanim = tanimlar.iter().find(|t| t.bayrak == k);
        let bos = tanim.is_some_and(|t| t.deger_adi.is_none());
        ciftler.push(match bir(r, 6) {
            0 => k,
            1 if bos => k,
            _ => {
                let v =
                    if bir(r, 8) == 0 { "7".repeat(2000) } else { sec(r, &degerler).to_string() };
                format!("{k}={v}")
            }
        });
    }
    if bir(r, 5) == 0 && !ciftler.is_empty() {
        // the same flag again
        let i = bir(r, ciftler.len());
        ciftler.push(ciftler[i].clone());
    }
    ciftler.join("&")
}

#[test]
fn panel_ve_komut_satiri_her_parcada_ayni() {
    let mut r = Lcg(20261201);
    let (mut denenen, mut hatali, mut farkli) = (0, 0, Vec::new());
    for _ in 0..400 {
        for &d in dersler::DERSLER.iter() {
            for p in Program::HEPSI {
                let parca = parca(&mut r, d, p);
                let panel = d.calis(p, &parca);
                let args = argumanlar(&parca);
                let arg_ref: Vec<&str> = args.iter().map(String::as_str).collect();
                let cli = d.calistir(p, &arg_ref);
                denenen += 1;
                let onek = format!("{} {}: ", d.ad(), p.ad());
                let cli_ilk = cli.hata.lines().next().unwrap_or("").trim_start_matches(&onek);
                let panel_ilk =
                    panel.hatalar.first().map(|h| h.1.as_str()).or(panel.kural.as_deref());
                let ayni = match panel_ilk {
                    None => cli.kod == 0 && cli.cikti == panel.metin,
                    Some(m) => {
                        hatali += 1;
                        cli.kod == 2 && cli.cikti.is_empty() && cli_ilk == m
                    }
                };
                if !ayni {
                    farkli.push(format!(
                        "{} {} #{parca}\n  panel: {:?}\n  cli ({}): {:?}",
                        d.ad(),
                        p.ad(),
                        panel_ilk.unwrap_or("(metin)"),
                        cli.kod,
                        if cli.kod == 0 { "(metin)" } else { cli_ilk }
                    ));
                }
            }
        }
    }
    assert!(hatali > denenen / 4, "{hatali} of {denenen} refused: the generator is too tame");
    assert!(
        farkli.is_empty(),
        "{} of {denenen} differ:\n{}",
        farkli.len(),
        farkli[..farkli.len().min(15)].join("\n")
    );
}

/// The panel refuses what the command line refuses beside its flags, in the same words: a
/// comparison with `iz` (the comparison prints no story).
#[test]
fn panel_karsilastirmayla_izi_komut_satiri_gibi_reddeder() {
    for &d in dersler::DERSLER.iter() {
        let panel = d.calis(Program::Olc, "iz&karsilastir=yok");
        let cli = d.calistir(Program::Olc, &["--iz", "--karsilastir", "yok"]);
        let ilk = cli.hata.lines().next().unwrap_or("").to_string();
        let (bayrak, neden) = panel.hatalar.first().cloned().expect("the panel refuses it");
        assert_eq!(bayrak, "--karsilastir", "{}", d.ad());
        assert_eq!(format!("{} olc: {neden}", d.ad()), ilk);
        assert!(neden.starts_with("--karsilastir ile --iz birlikte kullanılamaz"), "{neden}");
    }
}

/// Every `panelde aç` link on a lesson page opens a scenario the panel runs without a refusal,
/// the schedule it writes down is the one the tables then name, and the text is the command
/// line's for the same flags.
#[test]
fn belgelerdeki_panel_baglantilari_calisir() {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs");
    let mut denenen = 0;
    for &d in dersler::DERSLER.iter() {
        let sayfa = std::fs::read_to_string(docs.join(format!("{}.md", d.ad()))).expect("page");
        for (_, kalan) in sayfa.match_indices("[panelde aç](#").map(|(i, _)| sayfa.split_at(i)) {
            let parca = &kalan["[panelde aç](#".len()..kalan.find(')').expect("link ends")];
            let c = d.calis(Program::Olc, parca);
            assert!(c.hatalar.is_empty() && c.kural.is_none(), "{} #{parca}: {c:?}", d.ad());
            let ariza = parcala(parca).into_iter().find(|(k, _)| k == "ariza").expect("ariza=");
            assert!(c.metin.lines().next().unwrap_or("").contains(&format!("ariza {}", ariza.1)));
            // the same text as the command the page gives beside the link
            let arg: Vec<String> =
                parcala(parca).into_iter().flat_map(|(k, v)| [format!("--{k}"), v]).collect();
            let arg: Vec<&str> = arg.iter().map(String::as_str).collect();
            assert_eq!(c.metin, d.calistir(Program::Olc, &arg).cikti, "{} #{parca}", d.ad());
            denenen += 1;
        }
    }
    assert!(denenen > 0, "no 'panelde aç' link on any lesson page: the test would check nothing");
}

/// Every `panelde aç` link from another page of the book to a lesson's panel (the checker's
/// counterexamples and witnesses in docs/bulgular.md) runs there without a refusal and prints
/// what the command line prints for the same flags.
#[test]
fn baska_sayfalardan_panel_baglantilari_komutla_ayni() {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs");
    let mut denenen = 0;
    for sayfa in std::fs::read_dir(&docs).expect("docs/") {
        let metin = std::fs::read_to_string(sayfa.expect("a page").path()).unwrap_or_default();
        for &d in dersler::DERSLER.iter() {
            let bas = format!("[panelde aç]({}.md#", d.ad());
            for (i, _) in metin.match_indices(&bas) {
                let kalan = &metin[i + bas.len()..];
                let parca = &kalan[..kalan.find(')').expect("link ends")];
                let ciftler = parcala(parca);
                let c = d.calis(Program::Olc, parca);
                assert!(
                    c.hatalar.is_empty() && c.kural.is_none(),
                    "{}: {ciftler:?}: {c:?}",
                    d.ad()
                );
                let arg: Vec<String> =
                    ciftler.iter().flat_map(|(k, v)| [format!("--{k}"), v.clone()]).collect();
                let arg: Vec<&str> = arg.iter().map(String::as_str).collect();
                assert_eq!(c.metin, d.calistir(Program::Olc, &arg).cikti, "{ciftler:?}");
                denenen += 1;
            }
        }
    }
    assert!(denenen >= 20, "the kept counterexamples and witnesses link the panel: {denenen}");
}

/// A run carries the story's first screen and its length; each request for more brings a
/// screenful past the lines on screen; all of it `olc --iz`'s, for both programs (`hesap`'s
/// story is its scenario's). At the lesson's scenario and with every whole-number option at its
/// largest, a story long enough for the browser test's presses.
#[test]
fn hikayenin_ilk_ekrani_ve_devami() {
    let ilk = |iz: &str, n: usize| iz.split_inclusive('\n').take(n).collect::<String>();
    let mut en_uzun = 0;
    for &d in dersler::DERSLER.iter() {
        let tamlar: Vec<String> = d
            .secenek_tanimlari(Program::Olc)
            .iter()
            .filter_map(|t| match t.girdi {
                ders::secenek::Girdi::Tam(_, a) => Some(format!("{}={}", t.bayrak, a.ust)),
                _ => None,
            })
            .collect();
        for parca in [String::new(), tamlar.join("&")] {
            let args = argumanlar(&parca);
            let mut a: Vec<&str> = args.iter().map(String::as_str).collect();
            a.push("--iz");
            let iz = d.calistir(Program::Olc, &a).cikti;
            let satir = iz.lines().count();
            en_uzun = en_uzun.max(satir);
            let c = d.calis(Program::Olc, &parca);
            assert_eq!(c.iz, ilk(&iz, HIKAYE_ILK), "{} #{parca}", d.ad());
            assert_eq!(c.iz_satiri, satir, "{} #{parca}", d.ad());
            for gosterilen in [0, HIKAYE_ILK, HIKAYE_ILK + HIKAYE_DEVAMI] {
                let devami = d.hikaye(Program::Olc, &parca, gosterilen);
                assert_eq!(devami, Ok(ilk(&iz, gosterilen + HIKAYE_DEVAMI)), "{} #{parca}", d.ad());
            }
        }
        let h = d.calis(Program::Hesap, "");
        let butun = d.hikaye(Program::Hesap, "", usize::MAX).unwrap();
        assert_eq!((h.iz, h.iz_satiri), (ilk(&butun, HIKAYE_ILK), butun.lines().count()));
        assert_eq!(butun, d.calistir(Program::Olc, &["--iz"]).cikti, "{} hesap", d.ad());
    }
    assert!(en_uzun > HIKAYE_ILK + 2 * HIKAYE_DEVAMI, "the longest story: {en_uzun} lines");
}
