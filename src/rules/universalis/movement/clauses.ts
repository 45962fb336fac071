import { ruling, universalis, type Clause } from '../../kernel/clauses'

export const MOVE_CLAUSES = {
  speed: universalis('3.4', 'Geschwindigkeit'),
  move: universalis('8', 'Bewegung'),
  type: universalis('8.1', 'Bewegungsart'),
  test: universalis('8.2', 'Bewegungstest'),
  normal: universalis('8.3', 'Normale Bewegung'),
  charge: universalis('8.3', 'Angriffsbewegung'),
  disengage: universalis('8.3', 'Aus Nahkampf lösen'),
  jump: universalis('8.5', 'Springen'),
  ladder: universalis('8.6', 'Vertikale Bewegung'),
  climb: universalis('8.7', 'Klettern'),
  drop: universalis('8.8', 'Herunterfallen'),
  fast: universalis('8.9', 'Schnelle Bewegungen'),
  prone: universalis('8.10', 'Liegende Modelle'),
  passability: universalis('9.4', 'Passierbarkeit'),
  colossus: universalis('18.3.1', 'Kritischer Zustand bei Kolossen'),
  split: ruling('R-9.4a', 'Halbierte Bewegungsaktionen'),
  enemyGap: ruling('R-8.3a', 'Abstand zu Gegnern'),
  charged: ruling('R-8.3c', 'Angriffsbewegung in Basekontakt'),
  koRoll: ruling('R-18.3.1a', 'KO-Wurf je Bewegungsaktion'),
} satisfies Record<string, Clause>
