/** 'VIP' as a word of its own, in any case and any alphabet around it ('Loge-VIP', not 'Vipère'). */
const SAYS_VIP = /(^|[^\p{L}\p{N}])vip($|[^\p{L}\p{N}])/iu;

/** A VIP ticket's name needs the VIP mark beside it, unless the name already says VIP ('VIP', 'Carré VIP'). */
export function needsVipMark(ticket: { vip: boolean; name: string }): boolean {
  return ticket.vip && !SAYS_VIP.test(ticket.name);
}
