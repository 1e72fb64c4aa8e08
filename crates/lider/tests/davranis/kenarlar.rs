//! The command line at its edges: every accepted value gives a figure that means something or a
//! refusal that says why; the invocations a first afternoon meets behave. (A failed write is
//! tried on the built programs by `xtask`'s tests.)

use deneme::{cagri, kenarlari_tarar};
use ders::Program::{self, Hesap as H, Olc as O};
use lider::Lider;
use program::komut::kos;
use rstest::rstest;
use serde_json::Value;

/// A figure of `hesap` that contradicts its own definition: a window share outside 0..=1, or
/// more missed or double-started batches a year than takeovers.
fn imkansiz(p: Program, j: &Value) -> Option<String> {
    if p == O {
        return None;
    }
    let pay = |k: &str| j[k].as_f64().unwrap_or(f64::NAN);
    for k in ["lidersizPay", "ikiLiderliPay"] {
        if !(0.0..=1.0).contains(&pay(k)) {
            return Some(format!("{k} = {}", pay(k)));
        }
    }
    let satirlar = j["satirlar"].as_array()?;
    satirlar.iter().find_map(|s| {
        let kk4 = s["kk4"].as_f64()?;
        let asan = ["kacirilanParti", "ciftParti"].into_iter().find(|k| s[k].as_f64() > Some(kk4));
        asan.map(|k| format!("{k} > kk4 {kk4}"))
    })
}

#[test]
fn kabul_edilen_her_kenarda_anlamli_sayi_ya_da_gerekce() {
    let reddedilen = kenarlari_tarar::<Lider>(imkansiz, 150);
    // the only refusals: hesap with no rounds, or with other than the triggers' day (24),
    // whatever else is given
    let (sifir, uzun): (Vec<&String>, Vec<&String>) =
        reddedilen.iter().partition(|r| r.ends_with(": oran için en az bir tur gerekir"));
    assert_eq!((sifir.len(), uzun.len()), (13, 15), "{:?}", reddedilen);
    assert!(uzun.iter().all(|r| r.contains("hesap yalnız 24 turluk koşumu kabul eder")));
}

/// The invocations of the issue and their neighbours: exit code, standard output, the first
/// line of standard error.
#[rstest]
#[case(H, "--tur 0", 2, "", "lider hesap: --tur '0': oran için en az bir tur gerekir")]
#[case(
    H,
    "--tur 1",
    2,
    "",
    "lider hesap: --tur '1': hesap yalnız 24 turluk koşumu kabul eder: yıllık sayılar pencerelerin 24 \
     tura oranıdır, tetikler de 6., 12., 18. ve 24. turlardadır (olc her tur sayısını koşar)"
)]
#[case(O, "--tur 0", 0, "5 dugum, 0 tur", "")]
#[case(O, "-V", 0, "lider olc 0.1.0", "")]
#[case(H, "--version", 0, "lider hesap 0.1.0", "")]
#[case(
    O,
    "--duraklama -0",
    0,
    "5 dugum, 24 tur, kira 3, yenileme 3; lider dugum hic ulasilamaz",
    ""
)]
#[case(O, "--kira 0", 2, "", "lider olc: --kira '0': 1<=TUR<=10000 olan bir tam sayı olmalı")]
#[case(H, "--kk4 1001", 2, "", "lider hesap: --kk4 '1001': 0<=N<=1000 olan bir sayı olmalı")]
#[case(
    H,
    "--fatura-satiri 0.5",
    2,
    "",
    "lider hesap: --fatura-satiri '0.5': 1<=SATIR<=10000000 olan bir sayı \
     olmalı"
)]
#[case(
    O,
    "--kiraa 3",
    2,
    "",
    "lider olc: tanınmayan argüman '--kiraa' (şunu mu demek istediniz: --kira)"
)]
#[case(
    O,
    "--düğüm 3",
    2,
    "",
    "lider olc: tanınmayan argüman '--düğüm' (şunu mu demek istediniz: --dugum)"
)]
#[case(O, "--yardım", 0, "Lider Seçimi", "")]
#[case(O, "--iz=evet", 2, "", "lider olc: --iz değer almaz ('evet' verildi)")]
#[case(O, "--kira", 2, "", "lider olc: --kira <TUR> bir değer ister")]
// output flags that cannot apply together
#[case(
    O,
    "--svg - --json",
    2,
    "",
    "lider olc: --svg - ile --json birlikte kullanılamaz: ikisi de standart çıktıya yazar (resmi \
     bir dosyaya yazın: --svg DOSYA)"
)]
#[case(
    O,
    "--karsilastir yok --iz",
    2,
    "",
    "lider olc: --karsilastir ile --iz birlikte kullanılamaz: karşılaştırma hikâyeleri basmaz, \
     yalnız ilk ayrıldıkları satırı gösterir (bir arıza sırasının hikâyesi için --ariza ARIZALAR \
     --iz)"
)]
#[case(
    O,
    "--tek-degisiklik",
    2,
    "",
    "lider olc: --tek-degisiklik bulduğunu yalnız --json ve --iz ile gösterir: düz ve Markdown \
     tablolar tek değişiklikleri göstermez; birini ekleyin"
)]
fn cagrilar(
    #[case] p: Program,
    #[case] args: &str,
    #[case] kod: u8,
    #[case] cikti: &str,
    #[case] hata: &str,
) {
    cagri::<Lider>(p, args, kod, cikti, hata);
}

/// The largest story (`--iz --markdown` at every bound) prints, every round of every column a
/// line of the Markdown list. (How fast is the benchmarks' to say: `cargo bench -p panel`.)
#[test]
fn en_buyuk_iz_markdown() {
    let s = kos::<Lider>(O, &["--dugum", "100", "--tur", "10000", "--iz", "--markdown"]);
    assert_eq!(s.kod, 0, "{}", s.hata);
    assert_eq!(s.cikti.lines().filter(|l| l.starts_with("- tur ")).count(), 3 * 10_000);
}
