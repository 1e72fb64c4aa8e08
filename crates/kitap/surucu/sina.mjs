// kitap --sina'nın (ve --ekran'ın) tek sürücüsü: sistemin Chromium'unu playwright-core ile bir
// kez açar, planın istediği bölümleri sırayla koşar ve gördüklerini tek bir JSON olarak yazar.
// Karşılaştırmayı kitap programı yapar (crates/kitap/src): sayfa hiçbir sınama kodu taşımaz,
// sürücü onu bir okur gibi kullanır (adres, fare, klavye) ve yalnız DOM'u okur.
// Girdi (standart girdi, JSON): { adres, tarayici, kitap, senaryo?, tikla?, okur?, ekran?, boyut? }.
// Çıktı (standart çıktı, JSON): { senaryo?, tikla?, okur?, ekran?, boyut? }.
import { chromium } from 'playwright-core';
import { senaryolar } from './senaryo.mjs';
import { tiklamalar } from './tikla.mjs';
import { okur } from './okur.mjs';
import { ekranlar } from './ekran.mjs';
import { boyutlar } from './boyut.mjs';

const oku = async () => {
  let metin = '';
  for await (const parca of process.stdin) metin += parca;
  return JSON.parse(metin);
};

const plan = await oku();
// as the machine's probe starts it: no sandbox (CI runs as root), no GPU, no background
// networking (the machine's network is closed); pages opened from a folder may read files
const tarayici = await chromium.launch({
  executablePath: plan.tarayici,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--allow-file-access-from-files'],
});
const sonuc = {};
try {
  if (plan.senaryo) sonuc.senaryo = await senaryolar(tarayici, plan);
  if (plan.tikla) sonuc.tikla = await tiklamalar(tarayici, plan);
  if (plan.okur) sonuc.okur = await okur(tarayici, plan);
  if (plan.ekran) sonuc.ekran = await ekranlar(tarayici, plan);
  if (plan.boyut) sonuc.boyut = await boyutlar(tarayici, plan);
} finally {
  await tarayici.close();
}
process.stdout.write(JSON.stringify(sonuc));
